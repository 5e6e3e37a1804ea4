//! Problems closed to a user while their duel or peer session is on (the `ProblemLocks` port):
//! nothing that could help with the question on the table — a hint, a run, a submission, a
//! word with the interviewer — while that question is a live contest's; and no pick lands on one.

use std::sync::Arc;

use super::Engine;
use crate::input::{Command, Input};
use crate::ports::ProblemLocks;
use crate::session::UserKey;

impl Engine {
    /// Closes the problems of a user's live duel or peer session in their interviews.
    pub fn with_locks(mut self, locks: Arc<dyn ProblemLocks>) -> Self {
        self.locks = Some(locks);
        self
    }

    /// The problems closed to `user` now.
    pub(super) async fn locked(&self, user: &UserKey) -> Vec<String> {
        crate::ports::closed_problems(self.locks.as_ref(), user).await
    }

    /// Whether `input` is about the question on the table and that question is closed to `user`.
    pub(super) async fn closed_to(&self, user: &UserKey, input: &Input) -> bool {
        let about_question = matches!(
            input,
            Input::Code { .. }
                | Input::Text(_)
                | Input::Run { .. }
                | Input::Command(Command::Hint | Command::HintTest)
        );
        if !about_question || self.locks.is_none() {
            return false;
        }
        let on_table = {
            let cell = self.cell(user).await;
            let state = cell.lock().await;
            state.current_question.as_ref().map(|q| q.brief.id.clone())
        };
        match on_table {
            Some(id) => self.locked(user).await.contains(&id),
            None => false,
        }
    }
}
