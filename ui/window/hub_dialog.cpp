#include "ui/window/hub_dialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QThread>
#include <QVBoxLayout>

#include "core/hub/hub_download.h"
#include "core/io/hub_cache.h"
#include "ui/i18n/language.h"

namespace ui {
namespace {

// Models that open in AttentionLab, with what their weights take on disk (as published, from their
// Hub pages) and in memory (held as 32-bit floats).
struct KnownModel {
    const char* repo;
    const char* what;  // translated in the table
    qint64 download, memory;
};

const std::vector<KnownModel>& knownModels() {
    static const std::vector<KnownModel> models = {
        {"openai-community/gpt2", QT_TRANSLATE_NOOP("ui::HubDialog", "GPT-2 small (2019), 124 M parameters"), 548'000'000, 500'000'000},
        {"distilbert/distilgpt2", QT_TRANSLATE_NOOP("ui::HubDialog", "DistilGPT-2, 6 layers, 82 M parameters"), 353'000'000, 330'000'000},
        {"HuggingFaceTB/SmolLM2-135M", QT_TRANSLATE_NOOP("ui::HubDialog", "SmolLM2 135 M: Llama-shaped, grouped-query attention"), 269'000'000, 540'000'000},
        {"HuggingFaceTB/SmolLM2-360M", QT_TRANSLATE_NOOP("ui::HubDialog", "SmolLM2 360 M"), 724'000'000, 1'450'000'000},
        {"Qwen/Qwen2.5-0.5B", QT_TRANSLATE_NOOP("ui::HubDialog", "Qwen2.5 0.5 B: biases on Q, K, V"), 988'000'000, 1'980'000'000},
        {"Qwen/Qwen3-0.6B", QT_TRANSLATE_NOOP("ui::HubDialog", "Qwen3 0.6 B: QK-norm"), 1'500'000'000, 3'000'000'000},
        {"TinyLlama/TinyLlama-1.1B-Chat-v1.0", QT_TRANSLATE_NOOP("ui::HubDialog", "TinyLlama 1.1 B chat"), 2'200'000'000, 4'400'000'000},
        {"meta-llama/Llama-3.2-1B", QT_TRANSLATE_NOOP("ui::HubDialog", "Llama 3.2 1 B (gated: accept Meta's licence on its page, set HF_TOKEN)"), 2'470'000'000, 4'940'000'000},
    };
    return models;
}

}  // namespace

HubDialog::HubDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Get a model from Hugging Face"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Models that open in AttentionLab. Only config.json, the .safetensors weights and the tokenizer "
                                "are fetched, into the Hugging Face cache (%1), where Python tools find them too; a download "
                                "that stops goes on where it stopped the next time.")
                                 .arg(QString::fromStdString(al::hub_cache_root())),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    table_ = new QTableWidget(0, 4, this);
    table_->setHorizontalHeaderLabels({tr("Model"), tr("What it is"), tr("Download"), tr("Memory")});
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    for (int c : {0, 2, 3}) table_->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    layout->addWidget(table_, 1);
    auto* form = new QFormLayout;
    repo_ = new QLineEdit(this);
    repo_->setPlaceholderText(tr("OWNER/NAME, e.g. HuggingFaceTB/SmolLM2-135M; @REVISION for a branch, tag or commit"));
    form->addRow(tr("&Repo id:"), repo_);
    layout->addLayout(form);
    progress_ = new QProgressBar(this);
    progress_->setRange(0, 1000);
    progress_->setValue(0);
    layout->addWidget(progress_);
    status_ = new QLabel(this);
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(status_);
    auto* buttons = new QDialogButtonBox(this);
    download_ = buttons->addButton(tr("&Download and open"), QDialogButtonBox::AcceptRole);
    cancel_ = buttons->addButton(tr("&Stop"), QDialogButtonBox::ActionRole);
    cancel_->setEnabled(false);
    buttons->addButton(QDialogButtonBox::Close);
    layout->addWidget(buttons);
    connect(download_, &QPushButton::clicked, this, &HubDialog::download);
    connect(cancel_, &QPushButton::clicked, this, &HubDialog::cancel);
    connect(buttons, &QDialogButtonBox::rejected, this, &HubDialog::reject);
    connect(table_, &QTableWidget::itemSelectionChanged, this, [this] {
        const auto rows = table_->selectionModel()->selectedRows();
        if (!rows.isEmpty()) repo_->setText(table_->item(rows.first().row(), 0)->text());
    });
    connect(table_, &QTableWidget::cellDoubleClicked, this, &HubDialog::download);
    fillCatalogue();
    resize(900, 520);
}

HubDialog::~HubDialog() {
    if (worker_) {
        stop_->store(true);
        worker_->wait();
    }
}

void HubDialog::fillCatalogue() {
    const auto& models = knownModels();
    table_->setRowCount(static_cast<int>(models.size()));
    const QLocale locale;
    for (int r = 0; r < static_cast<int>(models.size()); ++r) {
        const auto& m = models[r];
        bool cached = false;
        try {
            (void)al::find_cached_model(m.repo);
            cached = true;
        } catch (const std::exception&) {
        }
        table_->setItem(r, 0, new QTableWidgetItem(m.repo));
        table_->setItem(r, 1, new QTableWidgetItem(tr(m.what)));
        table_->setItem(r, 2, new QTableWidgetItem(cached ? tr("in the cache") : "≈ " + locale.formattedDataSize(m.download, 1, QLocale::DataSizeSIFormat)));
        table_->setItem(r, 3, new QTableWidgetItem("≈ " + locale.formattedDataSize(m.memory, 1, QLocale::DataSizeSIFormat)));
    }
}

QString HubDialog::repoId() const { return repo_->text().trimmed(); }
void HubDialog::setRepoId(const QString& id) { repo_->setText(id); }
QString HubDialog::status() const { return status_->text(); }

void HubDialog::download() {
    if (worker_) return;
    const QString id = repoId();
    if (id.isEmpty()) {
        status_->setText(tr("Choose a model in the list, or type a repo id."));
        return;
    }
    const qsizetype at = id.indexOf('@');
    const std::string repo = id.left(at).toStdString(), revision = at < 0 ? "main" : id.mid(at + 1).toStdString();
    stop_ = std::make_shared<std::atomic<bool>>(false);
    download_->setEnabled(false);
    cancel_->setEnabled(true);
    progress_->setValue(0);
    status_->setText(tr("Asking the Hub for %1…").arg(id));
    // the transfer runs on its own thread; what it reports comes back through the event loop, at most
    // ten times a second
    worker_ = QThread::create([this, repo, revision, stop = stop_] {
        QString folder, error;
        auto last = std::chrono::steady_clock::now() - std::chrono::seconds(1);
        try {
            const auto result = al::download_model(al::HubSettings::from_environment(), repo, revision, [&](const al::DownloadProgress& p) {
                const auto now = std::chrono::steady_clock::now();
                if (now - last > std::chrono::milliseconds(100) || p.done == p.total) {
                    last = now;
                    QMetaObject::invokeMethod(this, [this, p] {
                        showProgress(QString::fromStdString(p.file), static_cast<qint64>(p.done), static_cast<qint64>(p.total), p.bytes_per_second);
                    }, Qt::QueuedConnection);
                }
                return !stop->load();
            });
            folder = QString::fromStdString(result.snapshot);
        } catch (const std::exception& e) {
            error = messageOf(e);
        }
        QMetaObject::invokeMethod(this, [this, folder, error] { finished(folder, error); }, Qt::QueuedConnection);
    });
    worker_->start();
}

void HubDialog::cancel() {
    if (!worker_) return;
    stop_->store(true);
    status_->setText(tr("Stopping…"));
}

void HubDialog::reject() {
    if (worker_) {
        cancel();
        worker_->wait();
    }
    QDialog::reject();
}

void HubDialog::showProgress(const QString& file, qint64 done, qint64 total, double bytesPerSecond) {
    const QLocale locale;
    progress_->setValue(total > 0 ? static_cast<int>(1000 * done / total) : 0);
    QString line = tr("%1: %2 of %3").arg(file, locale.formattedDataSize(done, 1, QLocale::DataSizeSIFormat),
                                          locale.formattedDataSize(total, 1, QLocale::DataSizeSIFormat));
    if (bytesPerSecond > 0)
        line += " · " + tr("%1/s, %2 s left")
                            .arg(locale.formattedDataSize(static_cast<qint64>(bytesPerSecond), 1, QLocale::DataSizeSIFormat))
                            .arg(static_cast<qint64>((total - done) / bytesPerSecond));
    status_->setText(line);
}

void HubDialog::finished(const QString& folder, const QString& error) {
    if (worker_) {
        worker_->wait();
        worker_->deleteLater();
        worker_ = nullptr;
    }
    download_->setEnabled(true);
    cancel_->setEnabled(false);
    if (!error.isEmpty()) {
        status_->setText(error);
        return;
    }
    progress_->setValue(1000);
    status_->setText(tr("Downloaded to %1").arg(folder));
    fillCatalogue();
    emit downloaded(folder);
    accept();
}

}  // namespace ui
