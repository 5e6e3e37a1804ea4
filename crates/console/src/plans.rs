//! `/plan …` in the terminal: the drills service's study plans for the console's user (no group,
//! so their own plan; an interview passed here counts toward it, as one on a chat platform does).

use std::sync::Arc;

use mashang_core::drills::Drills;
use mashang_core::drills::service::Caller;
use mashang_core::engine::{Outbox, Reply, ReplyKind};
use mashang_core::session::UserKey;
use mashang_i18n::Locale;

use super::ConsoleOutbox;

/// The plans the console offers (the process's one drills service).
#[derive(Clone)]
pub struct Plans(pub Arc<Drills>);

impl std::fmt::Debug for Plans {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Plans")
    }
}

/// Whether `line` is a `/plan` (or `/plans`) command.
pub(crate) fn is_plan(line: &str) -> bool {
    let head = line.split_whitespace().next().unwrap_or_default().to_ascii_lowercase();
    head == "/plan" || head == "/plans"
}

/// Answers a `/plan` line. Not journaled: every `/plan` command is safe to type again (lists and
/// progress read; start and stop set the same state twice), and the terminal has no platform to
/// acknowledge.
pub(crate) async fn answer(
    plans: &Plans,
    user: &UserKey,
    locale: Locale,
    line: &str,
    out: &ConsoleOutbox,
) {
    let caller =
        Caller { user: user.clone(), name: user.id.clone(), handle: None, chat: None, locale };
    for r in plans.0.try_handle(&caller, line.trim()).await.unwrap_or_default() {
        out.send(Reply { kind: ReplyKind::Message, text: r.text, locale, card: None });
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn plan_lines_are_told_from_interview_input() {
        assert!(super::is_plan("/plan start essentials"));
        assert!(super::is_plan("/PLANS"));
        assert!(!super::is_plan("/planet"));
        assert!(!super::is_plan("my plan is a hash map"));
    }
}
