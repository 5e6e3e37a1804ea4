//! A transition's effects sorted for the engine: messages to say, records to save with the
//! transition, and at most one tool call to run after it.

use crate::msg::Msg;
use crate::ports::Record;
use crate::session::Effect;

/// Splits a transition's effects into what to say and the tool call to run next; what to record
/// joins `records`.
pub(super) fn split(
    effects: Vec<Effect>,
    interview_id: &str,
    records: &mut Vec<Record>,
) -> (Vec<Msg>, Option<Effect>) {
    let (mut say, mut tool) = (Vec::new(), None);
    let interview_id = interview_id.to_string();
    for effect in effects {
        match effect {
            Effect::Say(msg) => say.push(msg),
            Effect::RecordSubmission { round, question, submission, evidence } => {
                records.push(Record::Submission {
                    interview_id: interview_id.clone(),
                    round,
                    question,
                    submission,
                    evidence,
                })
            }
            Effect::RecordRound(score, transcript) => {
                records.push(Record::Round { interview_id: interview_id.clone(), score });
                records.push(Record::Transcript { interview_id: interview_id.clone(), transcript });
            }
            e @ (Effect::PickQuestion { .. }
            | Effect::Judge { .. }
            | Effect::RevealTest { .. }
            | Effect::WriteReport { .. }) => tool = Some(e),
        }
    }
    (say, tool)
}
