# QCustomPlot for Qt 6: Debian's CMake package (libqcustomplot-dev), or else the header and library as
# Fedora (qcustomplot-qt6-devel), Arch (qcustomplot) and Homebrew (qcustomplot) install them.
# Defines QCustomPlotQt6::QCustomPlotQt6. Needs Qt6 Widgets and PrintSupport found first.
find_package(QCustomPlotQt6 QUIET)
if(NOT TARGET QCustomPlotQt6::QCustomPlotQt6)
  find_path(QCUSTOMPLOT_INCLUDE_DIR qcustomplot.h PATH_SUFFIXES qcustomplot-qt6 qcustomplot)
  find_library(QCUSTOMPLOT_LIBRARY NAMES QCustomPlotQt6 qcustomplot-qt6 qcustomplotqt6 qcustomplot)
  if(NOT QCUSTOMPLOT_INCLUDE_DIR OR NOT QCUSTOMPLOT_LIBRARY)
    message(FATAL_ERROR "QCustomPlot (built for Qt 6) was not found. Install it: Debian/Ubuntu "
      "'apt install libqcustomplot-dev', Fedora 'dnf install qcustomplot-qt6-devel', Arch 'pacman -S qcustomplot', "
      "Homebrew 'brew install qcustomplot'; or give -DQCUSTOMPLOT_INCLUDE_DIR=... -DQCUSTOMPLOT_LIBRARY=...")
  endif()
  message(STATUS "QCustomPlot: ${QCUSTOMPLOT_LIBRARY}")
  add_library(QCustomPlotQt6::QCustomPlotQt6 UNKNOWN IMPORTED)
  set_target_properties(QCustomPlotQt6::QCustomPlotQt6 PROPERTIES
    IMPORTED_LOCATION ${QCUSTOMPLOT_LIBRARY}
    INTERFACE_INCLUDE_DIRECTORIES ${QCUSTOMPLOT_INCLUDE_DIR}
    INTERFACE_LINK_LIBRARIES "Qt6::Widgets;Qt6::PrintSupport")
endif()
