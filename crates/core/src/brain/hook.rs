//! Where the brain plugs into the engine, at four moments after a transition of the state machine.
//!
//! At two of them the model only adds to facts, and facts never wait for it: the engine saves and
//! sends the transition's messages, then asks [`LlmHook::line_after`] for one line to follow
//! (dropped silently if the model fails, is too slow or is refused by the gate):
//! - a question was picked → the model introduces it (`ask_question`), after the question;
//! - the judge answered and the machine chose a follow-up → the presenter shows the evidence as
//!   always and the model may add one (gated) question or remark after it.
//!
//! At the other two the model's words are the reply, so [`LlmHook::after_step`] rewrites the
//! turn's messages before they are saved:
//! - the candidate wrote text the offline interviewer would only acknowledge → the model follows up,
//!   or (guarded) gives a hint, moves on or finishes, which become the events `Hint`/`Skip`/`End`;
//! - the report was written → the reviewer pass rescores it from the evidence.
//!
//! The machine's decisions and state are untouched; a failure there leaves the offline messages
//! in place, and only a model that is unavailable (no answer: timeout, server down, circuit open)
//! adds one notice line, once per run of failures. A model that answered with an unusable line is
//! not called unavailable.

use std::sync::Arc;

use dashmap::DashMap;

use crate::interviewer::{QuestionBank, QuestionBrief, Role};
use crate::llm::LlmError;
use crate::msg::Msg;
use crate::ports::{Record, Store};
use crate::present;
use crate::preset::Persona;
use crate::session::{Event, PickCriteria, SessionState, Status, UserKey};
use mashang_judge::exec::Executor;
use mashang_judge::problem::files::ProblemSink;

use super::generate::GenRequest;
use super::live::LiveBank;
use super::{Action, Brain, Exchange, Moment, Planned, Source, Turn, TurnInput, TurnView, review};

/// What caused a transition, as far as the hook cares.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Trigger {
    Text(String),
    Picked,
    Judged,
    Reported,
    Other,
}

impl Trigger {
    pub fn of(event: &Event) -> Trigger {
        match event {
            Event::Text(t) => Trigger::Text(t.clone()),
            Event::Picked { .. } => Trigger::Picked,
            Event::Judged { .. } => Trigger::Judged,
            Event::Reported { .. } => Trigger::Reported,
            _ => Trigger::Other,
        }
    }

    /// Whether the model's line at this moment only adds to facts (sent first, without waiting).
    pub fn is_additive(&self) -> bool {
        matches!(self, Trigger::Picked | Trigger::Judged)
    }
}

/// Question generation when the bank runs dry.
pub struct Generator {
    pub live: Arc<LiveBank>,
    pub executor: Arc<dyn Executor>,
    /// Where a validated question is kept (so it survives a restart).
    pub sink: Arc<dyn ProblemSink>,
}

/// The brain as the engine uses it.
pub struct LlmHook {
    pub brain: Arc<Brain>,
    pub generator: Option<Generator>,
    profiles: DashMap<String, Vec<(String, u32)>>,
    /// Interviews whose last model turn fell back (the notice is not repeated).
    degraded: DashMap<String, ()>,
}

pub(crate) fn is_follow_up(m: &Msg) -> bool {
    matches!(
        m,
        Msg::FollowUpFailing { .. }
            | Msg::FollowUpError { .. }
            | Msg::FollowUpComplexity { .. }
            | Msg::FollowUpTimeLimit
            | Msg::FollowUpExtension { .. }
            | Msg::FollowUpRubric { .. }
    )
}

/// The engine's context for one hook call.
pub struct HookCtx<'a> {
    pub user: &'a UserKey,
    pub store: &'a dyn Store,
    pub bank: &'a dyn QuestionBank,
    pub persona: &'a Persona,
}

impl LlmHook {
    pub fn new(brain: Arc<Brain>, generator: Option<Generator>) -> Self {
        LlmHook { brain, generator, profiles: DashMap::new(), degraded: DashMap::new() }
    }

    async fn profile(&self, ctx: &HookCtx<'_>) -> Vec<(String, u32)> {
        if let Some(p) = self.profiles.get(&ctx.user.to_string()) {
            return p.clone();
        }
        let p = ctx.store.weak_topics(ctx.user).await.unwrap_or_default();
        self.profiles.insert(ctx.user.to_string(), p.clone());
        p
    }

    /// The notice for a fallen-back turn, only at the start of a run of failures. A fallback
    /// without a notice (the model answered, but its line was unusable) leaves the run as it was.
    fn notice(&self, interview: &str, turn_ok: bool, notice: Option<String>) -> Option<Msg> {
        if turn_ok {
            self.degraded.remove(interview);
            return None;
        }
        let text = notice?;
        let first = self.degraded.insert(interview.to_string(), ()).is_none();
        first.then_some(Msg::Interviewer { text })
    }

    /// Asks the brain for this moment's turn.
    async fn ask(
        &self,
        ctx: &HookCtx<'_>,
        state: &SessionState,
        moment: Moment,
        offline: Planned,
    ) -> Turn {
        let id = state.interview_id.clone().unwrap_or_default();
        let profile = self.profile(ctx).await;
        let input = TurnInput {
            interview_id: &id,
            view: TurnView::build(state, ctx.bank),
            scores: &state.eval_scores,
            profile: &profile,
            moment,
            offline,
        };
        self.brain.decide(input).await
    }

    async fn decide(
        &self,
        ctx: &HookCtx<'_>,
        state: &SessionState,
        moment: Moment,
        offline: Planned,
    ) -> (Turn, Option<Msg>) {
        let id = state.interview_id.clone().unwrap_or_default();
        let turn = self.ask(ctx, state, moment, offline).await;
        let ok = turn.source == Source::Model || turn.calls == 0;
        let notice = self.notice(&id, ok, turn.notice.clone());
        (turn, notice)
    }

    fn render(ctx: &HookCtx<'_>, state: &SessionState, msg: &Msg) -> String {
        present::render(msg, state.locale, ctx.bank, ctx.persona).text
    }

    /// Runs after a transition, before it is saved and spoken. May rewrite `say` and the report
    /// record, and may return the event the model's (allowed) action stands for.
    pub async fn after_step(
        &self,
        ctx: &HookCtx<'_>,
        state: &SessionState,
        trigger: Trigger,
        say: &mut Vec<Msg>,
        records: &mut [Record],
    ) -> Option<Event> {
        let id = state.interview_id.clone().unwrap_or_default();
        if state.status == Status::Finished && trigger != Trigger::Reported {
            // Ended without a report (nothing answered): drop its working memory.
            self.brain.close(&id);
            self.degraded.remove(&id);
        }
        match trigger {
            // The model's line at these moments only adds to facts already sent: `line_after`.
            Trigger::Picked | Trigger::Judged => None,
            Trigger::Text(text) => {
                let [only @ (Msg::Noted | Msg::ResubmitOrSkip)] = say.as_slice() else {
                    return None;
                };
                if state.pending.is_some() || state.current_question.is_none() {
                    return None;
                }
                let offline = Self::render(ctx, state, only);
                let moment = Moment::CandidateMessage { candidate_message: text };
                let (turn, notice) = self
                    .decide(ctx, state, moment, Planned { action: Action::FollowUp, text: offline })
                    .await;
                let mut out: Vec<Msg> = notice.into_iter().collect();
                if turn.source == Source::Model {
                    out.push(Msg::Interviewer { text: turn.say });
                } else {
                    out.push(only.clone());
                }
                *say = out;
                match turn.action {
                    Action::GiveHint => Some(Event::Hint),
                    Action::NextQuestion => Some(Event::Skip),
                    Action::Finish => Some(Event::End),
                    Action::FollowUp | Action::AskQuestion => None,
                }
            }
            Trigger::Reported => {
                let i = say.iter().position(|m| matches!(m, Msg::Report(_)))?;
                let Msg::Report(report) = &say[i] else { return None };
                let reviewed = self.brain.review(&id, state.locale, report).await;
                let mut extra = Vec::new();
                if let Some(r) = &reviewed.review {
                    extra.push(Msg::Interviewer {
                        text: review::render(state.locale, r, &review::facts(report)),
                    });
                }
                if let Some(n) = reviewed.notice {
                    extra.push(Msg::Interviewer { text: n });
                }
                for rec in records.iter_mut() {
                    if let Record::Report(r) = rec {
                        **r = reviewed.report.clone();
                    }
                }
                say[i] = Msg::Report(Box::new(reviewed.report));
                let at = i + 1;
                say.splice(at..at, extra);
                let usage = self.brain.usage(&id);
                tracing::info!(
                    interview = %id,
                    prompt_tokens = usage.prompt_tokens,
                    completion_tokens = usage.completion_tokens,
                    estimated = usage.estimated,
                    "LLM token usage of the interview"
                );
                self.brain.close(&id);
                self.degraded.remove(&id);
                self.profiles.remove(&ctx.user.to_string());
                None
            }
            Trigger::Other => None,
        }
    }

    /// The model's line after facts already sent (a question just shown, a verdict and the
    /// follow-up the machine chose): nothing when the model is too slow, is refused by the gate or
    /// is not asked — the facts stand alone. A model that cannot answer at all is named, once per
    /// run of failures, in its place.
    pub async fn line_after(
        &self,
        ctx: &HookCtx<'_>,
        state: &SessionState,
        trigger: &Trigger,
        said: &[Msg],
    ) -> Option<Msg> {
        let (moment, offline) = match trigger {
            Trigger::Picked => {
                said.iter().find(|m| matches!(m, Msg::Question { .. }))?;
                (
                    Moment::QuestionShown,
                    Planned { action: Action::AskQuestion, text: String::new() },
                )
            }
            Trigger::Judged => {
                let follow = said.iter().find(|m| is_follow_up(m))?;
                let text = Self::render(ctx, state, follow);
                (Moment::JudgeResult, Planned { action: Action::FollowUp, text })
            }
            _ => return None,
        };
        let id = state.interview_id.clone().unwrap_or_default();
        let turn = self.ask(ctx, state, moment.clone(), offline).await;
        if turn.source != Source::Model || turn.say.is_empty() {
            // A line too slow for its budget is dropped silently; a model that cannot answer at
            // all (server down, circuit open) is named once per run of failures.
            let silent = matches!(turn.error, None | Some(LlmError::Timeout));
            return if silent { None } else { self.notice(&id, false, turn.notice) };
        }
        self.degraded.remove(&id);
        if moment == Moment::JudgeResult {
            self.brain.remember(
                &id,
                Exchange {
                    round: state.current_round,
                    candidate: "(submitted code)".into(),
                    interviewer: turn.say.clone(),
                },
            );
        }
        Some(Msg::Interviewer { text: turn.say })
    }

    /// A new validated question when the bank has nothing left for `criteria`, or nothing on the
    /// topic the user asked for (`criteria.topic` is passed to the model).
    pub async fn generate(
        &self,
        locale: mashang_i18n::Locale,
        criteria: &PickCriteria,
    ) -> Option<QuestionBrief> {
        let g = self.generator.as_ref()?;
        if criteria.role == Role::SystemDesign {
            return None;
        }
        let req = GenRequest {
            role: criteria.role,
            level: criteria.level,
            topic: criteria.topic.clone(),
            avoid: criteria.exclude.clone(),
        };
        match self
            .brain
            .generate_question(locale, &req, Arc::clone(&g.executor), g.sink.as_ref())
            .await
        {
            Ok(p) => {
                let id = p.id().to_string();
                g.live.add(p);
                g.live.brief(&id).cloned()
            }
            Err(e) => {
                tracing::warn!(error = %e, "question generation failed");
                None
            }
        }
    }
}
