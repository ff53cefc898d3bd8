# cpack -G DEB (from a build directory): a Debian package of the programs, the core's builds for each CPU
# level, the shipped models and lessons, desktop integration, man pages and licence files.
# Depends come from dpkg-shlibdeps, so they are Debian's package names for the libraries actually linked.
install(FILES ${PROJECT_SOURCE_DIR}/LICENSE ${PROJECT_SOURCE_DIR}/THIRD_PARTY_NOTICES.md
        DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/attentionlab)

set(CPACK_PACKAGE_NAME attentionlab)
set(CPACK_PACKAGE_VENDOR "The AttentionLab developers")
set(CPACK_PACKAGE_CONTACT "The AttentionLab developers <attentionlab@users.noreply.github.com>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "watch a transformer work, with the real numbers of a real model")
set(CPACK_PACKAGE_DESCRIPTION "AttentionLab teaches how a transformer works by letting you watch it work: type a
sentence and step through embedding, attention, softmax, the feed-forward network and the logits, with
every matrix shown with its real numbers; train a small model and watch its attention form; open GPT-2.")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGE_INSTALL_DIRECTORY attentionlab)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE https://github.com/attentionlab/attentionlab)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS_PRIVATE_DIRS ${CMAKE_BINARY_DIR}/lib)
# Qt's platform plugin (xcb or wayland) and Qt's own translations (dialog buttons) are outside what
# dpkg-shlibdeps sees; the CJK font draws the Chinese translation
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins, qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-noto-cjk, qt6-wayland")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "python3-torch")
include(CPack)
