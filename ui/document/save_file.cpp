#include "ui/document/save_file.h"

#include <QCoreApplication>

#include "core/base/error.h"
#include "core/base/write_file.h"
#include "core/io/output_path.h"
#include "ui/i18n/language.h"

namespace ui {

QString saveFile(const QString& path, const QByteArray& bytes, const QStringList& reads) {
    std::vector<al::NamedPath> inputs;
    const auto t = [](const char* text) { return QCoreApplication::translate("ui", text).toStdString(); };
    for (const QString& file : reads) inputs.push_back({t("the open model"), file.toStdString()});
    try {
        al::check_output_path(t("the file"), path.toStdString(), inputs, /*force=*/true);
        al::write_file_atomically(path.toStdString(), bytes.toStdString());
    } catch (const al::Error& e) {
        return messageOf(e);
    }
    return {};
}

}  // namespace ui
