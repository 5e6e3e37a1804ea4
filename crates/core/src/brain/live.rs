//! The bank as the engine sees it once questions can be generated: the shipped bank plus the
//! validated generated questions (stored under the data directory, reloaded at start), behind the
//! same [`QuestionBank`] and [`Grader`] seams. A generated question is added only after
//! `generate::validate` kept enough of its tests, so everything asked is something the judge can run.
//!
//! `QuestionBank::briefs` hands out a borrowed slice, so each addition publishes a new slice that
//! lives for the rest of the process (a few hundred bytes per brief; generation is rare).

use std::sync::{Arc, RwLock};

use crate::interviewer::bridge::{BankQuestions, JudgeGrader};
use crate::interviewer::{
    Evidence, GradeRequest, Grader, QuestionBank, QuestionBrief, QuestionText, RubricPoint,
};
use crate::memory::ToolFailure;
use mashang_i18n::Locale;
use mashang_judge::exec::Executor;
use mashang_judge::problem::{Bank, Problem};

struct Generated {
    questions: Arc<BankQuestions>,
    grader: Arc<JudgeGrader>,
}

/// The shipped bank plus generated questions.
pub struct LiveBank {
    base: Arc<dyn QuestionBank>,
    base_grader: Arc<dyn Grader>,
    generated: RwLock<Generated>,
    problems: RwLock<Vec<Problem>>,
    briefs: RwLock<&'static [QuestionBrief]>,
}

fn read<T>(l: &RwLock<T>) -> std::sync::RwLockReadGuard<'_, T> {
    l.read().unwrap_or_else(|e| e.into_inner())
}

fn write<T>(l: &RwLock<T>) -> std::sync::RwLockWriteGuard<'_, T> {
    l.write().unwrap_or_else(|e| e.into_inner())
}

impl LiveBank {
    /// Wraps `base` with the questions generated earlier (`stored`, as the bank adapter loaded
    /// them); one whose id the base bank also has is left out.
    pub fn new(
        base: Arc<dyn QuestionBank>,
        base_grader: Arc<dyn Grader>,
        stored: &Bank,
    ) -> LiveBank {
        let problems: Vec<Problem> =
            stored.iter().filter(|p| base.brief(p.id()).is_none()).cloned().collect();
        let live = LiveBank {
            generated: RwLock::new(Self::index(&problems)),
            briefs: RwLock::new(&[]),
            problems: RwLock::new(problems),
            base,
            base_grader,
        };
        live.publish();
        live
    }

    fn index(problems: &[Problem]) -> Generated {
        let bank = Arc::new(Bank::from_problems(problems.to_vec()));
        Generated {
            questions: Arc::new(BankQuestions::new(Arc::clone(&bank))),
            grader: Arc::new(JudgeGrader::new(bank)),
        }
    }

    fn publish(&self) {
        let mut all = self.base.briefs().to_vec();
        all.extend(read(&self.generated).questions.briefs().iter().cloned());
        *write(&self.briefs) = Box::leak(all.into_boxed_slice());
    }

    /// Generated questions held.
    pub fn generated(&self) -> usize {
        read(&self.problems).len()
    }

    /// Adds a validated generated question.
    pub fn add(&self, problem: Problem) {
        let mut problems = write(&self.problems);
        if problems.iter().any(|p| p.id() == problem.id())
            || self.base.brief(problem.id()).is_some()
        {
            return;
        }
        problems.push(problem);
        *write(&self.generated) = Self::index(&problems);
        drop(problems);
        self.publish();
    }

    fn is_generated(&self, id: &str) -> bool {
        read(&self.problems).iter().any(|p| p.id() == id)
    }

    fn questions(&self) -> Arc<BankQuestions> {
        Arc::clone(&read(&self.generated).questions)
    }
}

impl QuestionBank for LiveBank {
    fn briefs(&self) -> &[QuestionBrief] {
        *read(&self.briefs)
    }

    /// The base bank's: generated questions join it, they do not replace it.
    fn problems(&self) -> Option<&std::sync::Arc<mashang_judge::problem::Bank>> {
        self.base.problems()
    }

    fn text(&self, id: &str, locale: Locale, language: &str) -> Option<QuestionText> {
        self.base.text(id, locale, language).or_else(|| self.questions().text(id, locale, language))
    }

    fn hint(&self, id: &str, index: usize, locale: Locale) -> Option<String> {
        self.base.hint(id, index, locale).or_else(|| self.questions().hint(id, index, locale))
    }

    fn follow_up(&self, id: &str, index: usize, locale: Locale) -> Option<String> {
        self.base
            .follow_up(id, index, locale)
            .or_else(|| self.questions().follow_up(id, index, locale))
    }

    fn rubric(&self, id: &str, locale: Locale) -> Vec<RubricPoint> {
        if self.is_generated(id) {
            self.questions().rubric(id, locale)
        } else {
            self.base.rubric(id, locale)
        }
    }
}

#[async_trait::async_trait]
impl Grader for LiveBank {
    async fn grade(
        &self,
        request: &GradeRequest,
        executor: Arc<dyn Executor>,
    ) -> Result<Evidence, ToolFailure> {
        if self.is_generated(&request.question) {
            let grader = Arc::clone(&read(&self.generated).grader);
            grader.grade(request, executor).await
        } else {
            self.base_grader.grade(request, executor).await
        }
    }

    fn check_run(
        &self,
        request: &crate::interviewer::runs::RunRequest,
    ) -> Result<(), mashang_judge::CustomInputError> {
        if self.is_generated(&request.question) {
            read(&self.generated).grader.check_run(request)
        } else {
            self.base_grader.check_run(request)
        }
    }

    async fn try_run(
        &self,
        request: &crate::interviewer::runs::RunRequest,
        executor: Arc<dyn Executor>,
    ) -> Result<crate::interviewer::runs::RunReport, crate::interviewer::runs::RunFailure> {
        if self.is_generated(&request.question) {
            let grader = Arc::clone(&read(&self.generated).grader);
            grader.try_run(request, executor).await
        } else {
            self.base_grader.try_run(request, executor).await
        }
    }
}
