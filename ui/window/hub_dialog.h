// HubDialog: File → Get a model from Hugging Face… — a short list of models that open here, each with
// its download size and the memory it needs, a field for any repo id, and the download with its
// progress (bytes, speed, time left), cancel and resume (an interrupted download goes on where it
// stopped the next time). The files go to the Hugging Face cache (core/hub/hub_download.h), on a
// thread of their own; the window opens the snapshot when they are all there.
#pragma once

#include <atomic>
#include <memory>

#include <QDialog>

class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTableWidget;
class QThread;

namespace ui {

class HubDialog : public QDialog {
    Q_OBJECT
public:
    explicit HubDialog(QWidget* parent = nullptr);
    ~HubDialog() override;

    QString repoId() const;  // the field's, or the chosen row's
    void setRepoId(const QString& id);
    QString status() const;  // the line under the progress bar
    bool isDownloading() const { return worker_ != nullptr; }
    QTableWidget* table() const { return table_; }

public slots:
    void download();
    void cancel();

signals:
    void downloaded(const QString& snapshotFolder);  // then the dialog closes

protected:
    void reject() override;  // Close or Escape: a download still running is cancelled first

private:
    void showProgress(const QString& file, qint64 done, qint64 total, double bytesPerSecond);
    void finished(const QString& folder, const QString& error);
    void fillCatalogue();

    QTableWidget* table_;
    QLineEdit* repo_;
    QProgressBar* progress_;
    QLabel* status_;
    QPushButton* download_;
    QPushButton* cancel_;
    QThread* worker_ = nullptr;
    std::shared_ptr<std::atomic<bool>> stop_;
};

}  // namespace ui
