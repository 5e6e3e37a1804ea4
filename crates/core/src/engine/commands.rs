//! A parsed command's turn (`/help`, `/report`, `/history`, `/hint`, `/end`, …): read-only
//! commands answer from the store at once; the others become the state machine's events.

use super::{Engine, Outbox};
use crate::input::Command;
use crate::msg::Msg;
use crate::session::{Event, UserKey};

impl Engine {
    /// Runs `command` for `user` (a read-only one without taking the session's turn).
    pub(super) async fn command(&self, user: &UserKey, command: Command, out: &dyn Outbox) {
        let locale = self.locale_of(user);
        let event = match command {
            Command::Help => return self.say(out, locale, &Msg::Help),
            Command::Report => {
                let msg = match self.parts.store.latest_report(user).await {
                    Ok(Some(r)) => Msg::Report(Box::new(r)),
                    Ok(None) => Msg::NoReport,
                    Err(_) => Msg::StoreFailed,
                };
                return self.say(out, locale, &msg);
            }
            Command::History => {
                let msg = match self.parts.store.history(user, 20).await {
                    Ok(h) if h.is_empty() => Msg::NoHistory,
                    Ok(h) => Msg::History(h),
                    Err(_) => Msg::StoreFailed,
                };
                return self.say(out, locale, &msg);
            }
            Command::Replay { nth, formats } => {
                let found = self.parts.store.finished_interview(user, nth as usize).await;
                let msg = match found {
                    Ok(Some(interview)) => Msg::Replay { interview: Box::new(interview), formats },
                    Ok(None) => Msg::NoReplay { nth },
                    Err(_) => Msg::StoreFailed,
                };
                return self.say(out, locale, &msg);
            }
            Command::Forget => {
                let mut state = self.lock_turn(user).await;
                let msg = match self.parts.store.forget(user).await {
                    Ok(()) => {
                        *state = self.fresh_state(state.locale);
                        self.set_rev(user, None);
                        self.limiter.forget(user);
                        Msg::Forgotten
                    }
                    Err(_) => Msg::StoreFailed,
                };
                return self.say(out, state.locale, &msg);
            }
            Command::Interview { role, level, language, topic, problem } => {
                let mut state = self.lock_turn(user).await;
                let (role, level) = match &problem {
                    Some(p) => {
                        match self.check_problem(&state, p, role, level, language.as_deref()) {
                            Ok(fit) => fit,
                            Err(msg) => return self.say(out, state.locale, &msg),
                        }
                    }
                    None => (role, level),
                };
                // A topic the bank does not have is answered at once, not handed to the model.
                let (role, level) = match (&problem, &topic) {
                    (None, Some(topic)) => {
                        let current = (state.role, state.target_level);
                        match self.check_topic(topic, (role, level), current) {
                            Ok(fit) => fit,
                            Err(msg) => return self.say(out, state.locale, &msg),
                        }
                    }
                    _ => (role, level),
                };
                let id = uuid::Uuid::new_v4();
                let event = Event::Start {
                    role,
                    level,
                    language,
                    topic,
                    problem,
                    rules: self.parts.persona.rules.clone(),
                    interview_id: id.simple().to_string(),
                    seed: id.as_u64_pair().0,
                };
                return self.turn(user, &mut state, event, out).await;
            }
            Command::Hint => Event::Hint,
            Command::HintTest => Event::HintTest,
            Command::Skip => Event::Skip,
            Command::End => Event::End,
            Command::Lang(l) => Event::SetLanguage(l),
            Command::Locale(l) => Event::SetLocale(l),
        };
        let mut state = self.lock_turn(user).await;
        self.turn(user, &mut state, event, out).await;
    }
}
