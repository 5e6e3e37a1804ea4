//! Whether a transition is about to wait on the model, so the engine can show "typing…" for the
//! whole wait. Mirrors the moments at which [`super::hook::LlmHook::after_step`] asks the brain.

use crate::msg::Msg;
use crate::session::SessionState;

use super::hook::{Trigger, is_follow_up};

/// Whether `after_step` will ask the model for this transition.
pub(crate) fn consults_model(state: &SessionState, trigger: &Trigger, say: &[Msg]) -> bool {
    match trigger {
        Trigger::Picked => say.iter().any(|m| matches!(m, Msg::Question { .. })),
        Trigger::Text(_) => {
            matches!(say, [Msg::Noted | Msg::ResubmitOrSkip])
                && state.pending.is_none()
                && state.current_question.is_some()
        }
        Trigger::Judged => say.iter().any(is_follow_up),
        Trigger::Reported => say.iter().any(|m| matches!(m, Msg::Report(_))),
        Trigger::Other => false,
    }
}
