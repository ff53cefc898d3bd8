// LessonBar: the band above the tabs while a lesson runs — its title and "stop 3 of 9", the stop's
// text, its question with one button per answer (the sentence's tokens, or the choices), the verdict
// and explanation once answered, Back / Next. Before any lesson it welcomes a first-time user with
// what to look at and the shipped lessons.
#pragma once

#include <functional>

#include <QWidget>

#include "ui/document/lesson.h"

class QLabel;
class QPushButton;
class QToolButton;

namespace ui {

class Exploration;
class FlowLayout;

class LessonBar : public QWidget {
    Q_OBJECT
public:
    LessonBar(Exploration* exploration, QWidget* parent = nullptr);

    // `applyStop(i, reveal)` sets the window to stop i's state (or its question's reveal); false if it failed.
    void setApplyStop(std::function<bool(int stop, bool reveal)> apply) { applyStop_ = std::move(apply); }
    void start(const Lesson& lesson);   // at stop 0
    void showWelcome(const QString& text, const QList<QPair<QString, QString>>& lessons);  // (title, path)
    // The welcome's paragraph speaks of the page it was written for: elsewhere the band folds to the
    // lessons with a ✕ beside them, no title (the pages below keep their height on a 720-px projector).
    void setWelcomeTextShown(bool shown);
    void close();
    bool isRunning() const { return running_; }
    const Lesson& lesson() const { return lesson_; }
    Lesson& lesson() { return lesson_; }
    int stop() const { return stop_; }
    QString progressText() const;   // "Stop 3 of 9"
    QString text() const;           // the stop's text as shown
    QStringList answers() const;    // the answer buttons' texts
    bool answered() const { return answered_; }
    bool isWelcoming() const { return welcoming_; }  // the welcome is up (not closed, no lesson started)
    bool answerWasRight() const { return right_; }
    QString verdict() const;        // after answering: right or not, and why
    QString rightAnswer() const;    // the current question's answer, computed from the trace where it says so

public slots:
    bool next();
    bool back();
    bool goTo(int stop);
    // A choice: right, or wrong — where there are more than two choices the first wrong one gets a second
    // try, the answer not yet given; then the verdict, the explanation and the reveal.
    void answer(const QString& choice);

signals:
    void lessonChosen(const QString& path);  // from the welcome
    void runningChanged(bool running);       // a lesson started, or ended
    void closed();

private:
    void showStop();
    void setRunning(bool running);
    void setAnswerButtons(const QStringList& texts);

    Exploration* exploration_;
    std::function<bool(int, bool)> applyStop_;
    Lesson lesson_;
    int stop_ = 0;
    bool running_ = false, answered_ = false, right_ = false, welcoming_ = false;
    QStringList tried_;  // this stop's first wrong answer, when it had a second try
    QLabel* title_;
    QLabel* text_;
    QLabel* prompt_;
    QLabel* verdict_;
    QWidget* answerRow_;
    FlowLayout* answerLayout_;           // the prompt, then the answer buttons
    QList<QToolButton*> answerButtons_;
    QPushButton* back_;
    QPushButton* next_;
    QPushButton* close_;
    QToolButton* foldedClose_;  // the folded welcome's ✕, at the end of its row of lessons
};

}  // namespace ui
