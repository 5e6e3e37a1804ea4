//! Whether an `/interview` request fits the bank: a problem named by id, a topic asked for — and
//! the role and level to start with so the question drawn is the one asked about.

use super::Engine;
use crate::interviewer::{Level, QuestionBrief, QuestionKind, Role};
use crate::msg::Msg;
use crate::session::SessionState;

impl Engine {
    /// The role and level to start with for an interview on `topic`. What was asked for stays;
    /// what was not (`None`: the session's `current` role and level) moves to the first role, then
    /// the nearest level, whose questions have the topic — so the question drawn is about it.
    /// A topic no question (of the role asked for) has gets the message listing those there are.
    pub(super) fn check_topic(
        &self,
        topic: &str,
        (role, level): (Option<Role>, Option<Level>),
        (current_role, current_level): (Role, Level),
    ) -> Result<(Option<Role>, Option<Level>), Msg> {
        let briefs = self.parts.bank.briefs();
        let on_topic = |b: &&QuestionBrief| b.topics.iter().any(|t| t == topic);
        let has = |r: Role, l: Option<Level>| {
            briefs
                .iter()
                .filter(on_topic)
                .any(|b| b.roles.contains(&r) && l.is_none_or(|l| b.level == l))
        };
        // The role the questions come from: the one asked for, else the session's, else the first
        // role whose questions have the topic. `None` when that role lacks it too.
        let wanted = role.unwrap_or(current_role);
        let from = if has(wanted, None) {
            Some(wanted)
        } else if role.is_none() {
            Role::ALL.into_iter().find(|r| has(*r, None))
        } else {
            None
        };
        let Some(r) = from else {
            let fits = |b: &&QuestionBrief| role.is_none_or(|r| b.roles.contains(&r));
            let topics: std::collections::BTreeSet<String> =
                briefs.iter().filter(fits).flat_map(|b| b.topics.iter().cloned()).collect();
            return Err(Msg::UnknownTopic {
                topic: topic.to_string(),
                topics: topics.into_iter().collect(),
            });
        };
        // Only a role moved to is named; the asked-for or the session's stays as it was.
        let role = if r == current_role { role } else { Some(r) };
        let at = |l: Level| Level::ALL.iter().position(|x| *x == l).unwrap_or(0);
        let level = match level {
            Some(l) => Some(l),
            None if has(r, Some(current_level)) => None,
            None => Level::ALL
                .into_iter()
                .filter(|l| has(r, Some(*l)))
                .min_by_key(|l| at(*l).abs_diff(at(current_level))),
        };
        Ok((role, level))
    }

    /// Whether the problem `id` exists and fits the interview asked for. Returns the role and level
    /// to start with (the problem's own where none was asked for), or the message saying why not.
    pub(super) fn check_problem(
        &self,
        state: &SessionState,
        id: &str,
        role: Option<Role>,
        level: Option<Level>,
        language: Option<&str>,
    ) -> Result<(Option<Role>, Option<Level>), Msg> {
        let bank = self.parts.bank.as_ref();
        let Some(brief) = bank.brief(id) else {
            // Ids that share a word with what was typed, to suggest.
            let words: Vec<&str> = id.split(['-', '_', ' ']).filter(|w| w.len() >= 3).collect();
            let similar = bank
                .briefs()
                .iter()
                .filter(|b| words.iter().any(|w| b.id.contains(w)))
                .map(|b| b.id.clone())
                .take(5)
                .collect();
            return Err(Msg::UnknownProblem { id: id.to_string(), similar });
        };
        let role = match role {
            Some(r) if !brief.roles.contains(&r) => {
                return Err(Msg::ProblemNotForRole {
                    id: id.to_string(),
                    roles: brief.roles.clone(),
                });
            }
            Some(r) => r,
            None if brief.roles.contains(&state.role) => state.role,
            None => brief.roles.first().copied().unwrap_or(state.role),
        };
        let language = language.unwrap_or(&state.language);
        if brief.kind == QuestionKind::Code && !brief.languages.iter().any(|l| l == language) {
            return Err(Msg::ProblemLanguage {
                id: id.to_string(),
                language: language.to_string(),
                available: brief.languages.clone(),
            });
        }
        Ok((Some(role), Some(level.unwrap_or(brief.level))))
    }
}
