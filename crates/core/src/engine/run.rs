//! `/run`: the candidate's code on the open question's examples (and optionally an input of their
//! own) before submitting. It goes through the same limiter, fair queue and judge as a submission,
//! but it is not an event of the session: nothing is stepped, saved or scored, so attempts, the
//! report and the drills never see it.

use tokio::time::Instant;

use super::{Engine, Outbox, ratelimit};
use crate::interviewer::QuestionKind;
use crate::interviewer::runs::{RunFailure, RunRequest};
use crate::memory::{ErrorKind, FailureCause};
use crate::msg::Msg;
use crate::session::{Status, UserKey};

impl Engine {
    /// The user's interface language as far as it is known (their session's, else the default);
    /// unlike [`Engine::locale_hint`] it never settles anything.
    pub fn locale(&self, user: &UserKey) -> mashang_i18n::Locale {
        self.locale_of(user)
    }

    /// Runs `code` (or the last submission for the open question) on its examples and `input`.
    pub(super) async fn run(
        &self,
        user: &UserKey,
        input: Option<String>,
        language: Option<String>,
        code: Option<String>,
        now: Instant,
        out: &dyn Outbox,
    ) {
        let locale = self.locale_of(user);
        if let Err(limited) = self.limiter.check(user, ratelimit::Action::Submission, now) {
            if limited.tell {
                let msg = Msg::RunRateLimited { retry_secs: limited.wait.as_secs().max(1) };
                self.say(out, locale, &msg);
            }
            return;
        }
        let request = {
            // Under the turn lock, so another replica's newer session is read, not a stale copy.
            let state = self.lock_turn(user).await;
            let Some(q) = state.current_question.as_ref().filter(|q| {
                q.brief.kind == QuestionKind::Code
                    && matches!(state.status, Status::WaitingAnswer | Status::FollowUp)
            }) else {
                let msg =
                    if state.status == Status::Judging { Msg::Busy } else { Msg::RunNoQuestion };
                return self.say(out, state.locale, &msg);
            };
            let (language, code) = match (code, &state.user_answer) {
                (Some(code), _) => (language.unwrap_or_else(|| state.language.clone()), code),
                (None, Some(last)) => (last.language.clone(), last.code.clone()),
                (None, None) => (state.language.clone(), String::new()),
            };
            let request = RunRequest { question: q.brief.id.clone(), language, code, input };
            // A custom input that does not fit the signature is one line, before anything runs.
            if let Err(e) = self.parts.grader.check_run(&request) {
                return self.say(out, state.locale, &Msg::RunBadInput(e));
            }
            if request.code.is_empty() {
                return self.say(out, state.locale, &Msg::RunNoCode);
            }
            request
        };
        self.say(out, locale, &Msg::RunStarted { custom: request.input.is_some() });
        let parts = &self.parts;
        let running = parts.judged(user, |executor| parts.grader.try_run(&request, executor));
        let msg = match running.await {
            Some(Ok(report)) => Msg::RunResult(Box::new(report)),
            Some(Err(RunFailure::BadInput(e))) => Msg::RunBadInput(e),
            Some(Err(RunFailure::Tool(f))) if f.cause == Some(FailureCause::QueueFull) => {
                Msg::QueueFull
            }
            Some(Err(RunFailure::Tool(f))) => Msg::RunFailed { kind: f.kind, detail: f.message },
            None => Msg::RunFailed {
                kind: ErrorKind::Timeout,
                detail: "the judge did not answer in time".into(),
            },
        };
        tracing::info!(%user, question = %request.question, "run");
        self.say(out, locale, &msg);
    }
}
