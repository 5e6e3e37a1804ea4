//! What a turn left behind, in the few words a front end needs to pick its controls: returned by
//! every entry point of a turn, so no adapter re-reads session state to choose buttons.

use crate::session::SessionState;
use mashang_i18n::Locale;

/// The user's situation once a turn has run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TurnSummary {
    /// The language the user is spoken to in (the front end labels its own controls in it).
    pub locale: Locale,
    /// An interview is under way (show its actions: hint, skip, end…), as opposed to idle or over.
    pub in_interview: bool,
}

impl TurnSummary {
    pub(crate) fn of(state: &SessionState) -> Self {
        TurnSummary { locale: state.locale, in_interview: state.in_interview() }
    }
}
