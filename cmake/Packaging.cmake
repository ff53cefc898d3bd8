# cpack -G DEB (from a build directory): a Debian package of the programs, the core's builds for each CPU
# level, the shipped models and lessons, desktop integration, man pages, shell completion, the DEP-5
# copyright file and the changelog. lintian --pedantic finds nothing in it (scripts/test.sh --package).
# Depends come from dpkg-shlibdeps, so they are Debian's package names for the libraries actually linked.
set(doc_dir ${CMAKE_INSTALL_DATADIR}/doc/attentionlab)
install(FILES ${PROJECT_SOURCE_DIR}/resources/debian/copyright ${PROJECT_SOURCE_DIR}/THIRD_PARTY_NOTICES.md DESTINATION ${doc_dir})

# Debian's changelog, gzipped reproducibly (-n: no name or time stamp); its newest entry is this version
file(STRINGS ${PROJECT_SOURCE_DIR}/resources/debian/changelog newest LIMIT_COUNT 1)
if(NOT newest MATCHES "^attentionlab \\(${PROJECT_VERSION}\\) ")
  message(FATAL_ERROR "resources/debian/changelog's newest entry is '${newest}', not version ${PROJECT_VERSION}: add an entry")
endif()
add_custom_command(OUTPUT changelog.gz
  COMMAND gzip -9n -c ${PROJECT_SOURCE_DIR}/resources/debian/changelog > ${CMAKE_BINARY_DIR}/changelog.gz
  DEPENDS ${PROJECT_SOURCE_DIR}/resources/debian/changelog VERBATIM)
add_custom_target(debian_changelog ALL DEPENDS changelog.gz)
install(FILES ${CMAKE_BINARY_DIR}/changelog.gz DESTINATION ${doc_dir})

set(CPACK_PACKAGE_NAME attentionlab)
set(CPACK_PACKAGE_VENDOR "The AttentionLab developers")
set(CPACK_PACKAGE_CONTACT "The AttentionLab developers <attentionlab@users.noreply.github.com>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "watch a transformer work, with the real numbers of a real model")
# Debian's extended description: lines under 80 characters
set(CPACK_PACKAGE_DESCRIPTION "AttentionLab teaches how a transformer works by letting you watch it work:
type a sentence and step through embedding, attention, softmax, the
feed-forward network and the logits, with every matrix shown with its real
numbers; train a small model and watch its attention form; open GPT-2,
Llama, Qwen2 and Qwen3 models from the Hugging Face Hub.")
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
