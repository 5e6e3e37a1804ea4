//! The model-driven interviewer: an optional brain plugged into the core, with the code in control.
//!
//! Each decision: build a prompt from a [`view::TurnView`] (which cannot reach reference solutions
//! or hidden tests) and the memory layers; ask the model for `{action, say}`; validate it against
//! the action contract, with one corrective retry; then apply the guards in code — the pending-tool
//! gate, finish only after N rounds or on request, hints and skips only when asked, no claim of a
//! result the judge has not given, no code. A refused action is corrected to what the offline
//! interviewer planned. Any failure falls back to the offline interviewer for that turn, with one
//! line telling the user. The interview never dies because of the model.

pub(crate) mod action;
pub mod budget;
pub mod extract;
pub mod generate;
pub mod guard;
pub mod hook;
pub mod live;
pub(crate) mod memory;
pub mod prompt;
pub(crate) mod quality;
pub mod review;
pub(crate) mod role;
pub mod view;
pub(crate) mod wait;

use std::sync::Arc;
use std::time::Duration;

use tokio::time::Instant;

use dashmap::DashMap;

use crate::llm::{
    CallKind, ChatMessage, Llm, LlmError, ReplySchema, Usage, estimate_prompt_tokens,
};
use crate::report::QuestionScore;
use mashang_i18n::{Locale, t};

pub use action::Action;
pub use budget::PromptBudget;
pub use memory::{Exchange, MemoryLimits, Transcript};
pub use prompt::Moment;
pub use quality::Rejection;
pub use view::TurnView;

/// Tuning of the brain.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BrainConfig {
    pub memory: MemoryLimits,
    /// Corrective retries after a reply that breaks the contract (the brief: one).
    pub corrections: u8,
    /// Prompt tokens per call kind; every request is assembled under it.
    pub prompt_budget: PromptBudget,
    /// Time one turn may spend on the model, corrective retry included; then it falls back.
    pub turn_budget: Duration,
}

impl Default for BrainConfig {
    fn default() -> Self {
        BrainConfig {
            memory: MemoryLimits::default(),
            corrections: 1,
            prompt_budget: PromptBudget::default(),
            turn_budget: Duration::from_secs(20),
        }
    }
}

/// What the offline interviewer would do at this point; the fallback and the correction target.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Planned {
    pub action: Action,
    pub text: String,
}

/// One decision's input.
#[derive(Debug, Clone)]
pub struct TurnInput<'a> {
    pub interview_id: &'a str,
    pub view: TurnView,
    /// Rounds scored so far in this interview.
    pub scores: &'a [QuestionScore],
    /// Long-term weak topics of this user, most frequent first.
    pub profile: &'a [(String, u32)],
    pub moment: Moment,
    pub offline: Planned,
}

/// Who decided a turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    Model,
    /// The offline interviewer, because the model failed or was not asked.
    Offline,
}

/// The decided turn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Turn {
    pub action: Action,
    pub say: String,
    pub source: Source,
    /// The one line telling the user the model was unavailable, when it fell back.
    pub notice: Option<String>,
    /// Guards that changed the model's reply, for logs and tests.
    pub corrections: Vec<String>,
    /// Model calls made for this turn.
    pub calls: u32,
    /// Estimated prompt tokens of the first request (0 when no call was made).
    pub prompt_tokens: usize,
    /// Why the model's text was not shown (the quality gate), when it was not.
    pub rejected: Option<Rejection>,
    /// Why the model gave no answer, when it gave none (it is unavailable, or too slow).
    pub error: Option<LlmError>,
}

/// What the gate remembers of an interview: its questions and what the interviewer said.
#[derive(Debug, Clone, Default)]
struct Seen {
    /// Id, title and statement of every question the model was asked about.
    questions: Vec<[String; 3]>,
    /// Model lines shown to the user, newest last.
    said: std::collections::VecDeque<String>,
}

/// Model lines kept for the repetition check.
const SAID_KEPT: usize = 32;

/// The LLM interviewer. Share it as `Arc<Brain>`.
pub struct Brain {
    llm: Arc<dyn Llm>,
    config: BrainConfig,
    transcripts: DashMap<String, Transcript>,
    usage: DashMap<String, Usage>,
    seen: DashMap<String, Seen>,
}

/// Why a model exchange produced nothing usable.
#[derive(Debug)]
pub(crate) enum Failure {
    Llm(LlmError),
    Contract(extract::ContractError),
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Failure::Llm(e) => write!(f, "{e}"),
            Failure::Contract(e) => write!(f, "reply broke the contract: {e}"),
        }
    }
}

impl Brain {
    pub fn new(llm: Arc<dyn Llm>, config: BrainConfig) -> Self {
        Brain {
            llm,
            config,
            transcripts: DashMap::new(),
            usage: DashMap::new(),
            seen: DashMap::new(),
        }
    }

    pub fn config(&self) -> &BrainConfig {
        &self.config
    }

    /// Tokens used by an interview's model calls, as the server reported them.
    pub fn usage(&self, interview_id: &str) -> Usage {
        self.usage.get(interview_id).map(|u| *u).unwrap_or_default()
    }

    /// Forgets an interview's working memory and usage counter (it ended; usage was logged).
    pub fn close(&self, interview_id: &str) {
        self.transcripts.remove(interview_id);
        self.usage.remove(interview_id);
        self.seen.remove(interview_id);
    }

    /// Records an exchange in the interview's working memory.
    pub fn remember(&self, interview_id: &str, exchange: Exchange) {
        self.transcripts
            .entry(interview_id.to_string())
            .or_default()
            .push(exchange, &self.config.memory);
    }

    /// The prompt a decision would send (the benchmark and the leak tests read it).
    pub fn decision_request(&self, input: &TurnInput<'_>) -> Vec<ChatMessage> {
        let transcript =
            self.transcripts.get(input.interview_id).map(|t| t.clone()).unwrap_or_default();
        let memory = memory::view(input.scores, &transcript, input.profile, &self.config.memory);
        let allowed = allowed(&input.moment, &input.offline);
        let budget = self.config.prompt_budget.decision.saturating_sub(budget::CORRECTION_RESERVE);
        budget::fit_decision(&input.view, &memory, &input.moment, budget, |view, memory, moment| {
            prompt::decision(view, memory, moment, &allowed, &input.offline.text)
        })
    }

    /// Asks the model, validating against `parse`; one corrective retry per `config.corrections`.
    pub(crate) async fn exchange<T>(
        &self,
        interview_id: &str,
        mut messages: Vec<ChatMessage>,
        kind: CallKind,
        schema: Option<ReplySchema>,
        correction: impl Fn(&str) -> String,
        parse: impl Fn(&str) -> Result<T, extract::ContractError>,
    ) -> (Result<T, Failure>, u32) {
        let mut calls = 0;
        // One budget for the turn: a corrective retry gets only what the first call left.
        let deadline = Instant::now() + self.config.turn_budget;
        loop {
            calls += 1;
            let asked = self.llm.chat_shaped(&messages, kind, deadline, schema.as_ref());
            let completion = match asked.await {
                Ok(c) => c,
                Err(e) => return (Err(Failure::Llm(e)), calls),
            };
            self.usage.entry(interview_id.to_string()).or_default().add(completion.usage);
            match parse(&completion.content) {
                Ok(v) => return (Ok(v), calls),
                Err(why) if calls <= u32::from(self.config.corrections) => {
                    tracing::debug!(kind = kind.as_str(), %why, "model reply broke the contract; asking once more");
                    let echoed: String =
                        completion.content.chars().take(budget::ECHO_CHARS).collect();
                    messages.push(ChatMessage::assistant(echoed));
                    messages.push(ChatMessage::user(correction(&why.0)));
                    // A correction that would overflow the context is not sent.
                    if estimate_prompt_tokens(&messages) > self.config.prompt_budget.for_kind(kind)
                    {
                        return (Err(Failure::Contract(why)), calls);
                    }
                }
                Err(why) => return (Err(Failure::Contract(why)), calls),
            }
        }
    }

    /// Decides one turn. Never fails: the offline plan is the answer whenever the model is not.
    pub async fn decide(&self, input: TurnInput<'_>) -> Turn {
        let locale = Locale::parse(input.view.locale).unwrap_or_default();
        let offline =
            |calls, notice: Option<String>, corrections: Vec<String>, prompt_tokens| Turn {
                action: input.offline.action,
                say: input.offline.text.clone(),
                source: Source::Offline,
                notice,
                corrections,
                calls,
                prompt_tokens,
                rejected: None,
                error: None,
            };
        // The pending-tool gate: nothing speaks for the interviewer while a tool call is out.
        if input.view.pending {
            return offline(
                0,
                None,
                vec!["a tool call is pending; the model was not asked".into()],
                0,
            );
        }
        let allowed = allowed(&input.moment, &input.offline);
        let messages = self.decision_request(&input);
        let prompt_tokens = estimate_prompt_tokens(&messages);
        let (result, calls) = self
            .exchange(
                input.interview_id,
                messages,
                CallKind::Decision,
                Some(action::schema(&allowed)),
                |why| prompt::correction(locale, why, &allowed),
                |reply| action::parse(reply, &allowed),
            )
            .await;
        let turn = match result {
            Ok(t) => t,
            Err(f) => {
                tracing::warn!(interview = input.interview_id, error = %f, "LLM interviewer fell back to the offline interviewer");
                // "Unavailable" only when it is: a model that answered, however badly, is not.
                let notice = matches!(f, Failure::Llm(_)).then(|| t(locale, "llm.fallback", &[]));
                let mut turn = offline(calls, notice, Vec::new(), prompt_tokens);
                if let Failure::Llm(e) = f {
                    turn.error = Some(e);
                }
                return turn;
            }
        };
        let (action, say, corrections) = guarded(&input, turn.action, turn.say);
        if say != input.offline.text
            && let Err(why) = self.gate(&input, action, &say)
        {
            tracing::info!(
                interview = input.interview_id,
                reason = why.as_str(),
                "model reply rejected by the quality gate; offline wording instead"
            );
            // The model answered: its line is dropped, and it is not called unavailable.
            let mut turn = offline(calls, None, corrections, prompt_tokens);
            turn.rejected = Some(why);
            return turn;
        }
        if let Moment::CandidateMessage { candidate_message } = &input.moment {
            self.remember(
                input.interview_id,
                Exchange {
                    round: input.view.round,
                    candidate: candidate_message.clone(),
                    interviewer: say.clone(),
                },
            );
        }
        if say != input.offline.text {
            self.shown(input.interview_id, &say);
        }
        Turn {
            action,
            say,
            source: Source::Model,
            notice: None,
            corrections,
            calls,
            prompt_tokens,
            rejected: None,
            error: None,
        }
    }

    /// Records a model line the user saw, for the repetition check.
    fn shown(&self, interview_id: &str, say: &str) {
        let mut seen = self.seen.entry(interview_id.to_string()).or_default();
        seen.said.push_back(say.to_string());
        while seen.said.len() > SAID_KEPT {
            seen.said.pop_front();
        }
    }

    /// The quality gate for one `say`, against the prompt, the interview's questions and what
    /// was already said. Registers the open question as seen.
    fn gate(&self, input: &TurnInput<'_>, action: Action, say: &str) -> Result<(), Rejection> {
        let locale = Locale::parse(input.view.locale).unwrap_or_default();
        let q = input.view.question.as_ref();
        let mut seen = self.seen.entry(input.interview_id.to_string()).or_default();
        if let Some(q) = q
            && !seen.questions.iter().any(|x| x[0] == q.id)
        {
            seen.questions.push([q.id.clone(), q.title.clone(), q.statement.clone()]);
        }
        let current = q.map(|q| q.id.as_str()).unwrap_or_default();
        let p = &prompt::prompts(locale).interviewer;
        let system = prompt::system(locale);
        let mut said: Vec<&str> = seen.said.iter().map(String::as_str).collect();
        if input.moment == Moment::JudgeResult {
            // The evidence shown by code right above: the model's line must add to it.
            said.push(&input.offline.text);
        }
        let cx = quality::Context {
            locale,
            action: Some(action),
            judge: Some(input.view.judge),
            question_just_shown: input.moment == Moment::QuestionShown,
            prompt: vec![&system, p.output.as_str(), p.correction.as_str()],
            statement: q.map(|q| q.statement.as_str()),
            others: seen
                .questions
                .iter()
                .filter(|x| x[0] != current)
                .flat_map(|x| x.iter().map(String::as_str))
                .collect(),
            said,
            candidate: match &input.moment {
                Moment::CandidateMessage { candidate_message } => Some(candidate_message),
                _ => None,
            },
            code: input.view.candidate_code.as_deref(),
        };
        quality::check(say, &cx)
    }
}

/// The guards in code over a parsed reply: a refused action becomes the offline plan, code blocks
/// and unfounded claims are removed. Returns the action, the text and what was changed.
fn guarded(input: &TurnInput<'_>, action: Action, say: String) -> (Action, String, Vec<String>) {
    let mut corrections = Vec::new();
    let candidate_text = match &input.moment {
        Moment::CandidateMessage { candidate_message } => candidate_message.as_str(),
        _ => "",
    };
    let q = input.view.question.as_ref();
    let gate = guard::Gate {
        pending: input.view.pending,
        rounds_done: input.view.rounds_done,
        rounds_total: input.view.rounds_total,
        user_asked_end: guard::asks_to_end(candidate_text),
        user_asked_skip: guard::asks_to_skip(candidate_text),
        user_asked_hint: guard::asks_for_hint(candidate_text),
        hints_left: q.is_some_and(|q| q.hints_used < q.hints_total),
        attempts_left: q.is_some_and(|q| q.attempts < q.max_attempts),
    };
    let mut action = action;
    let mut say = say;
    let forced = matches!(input.moment, Moment::JudgeResult | Moment::QuestionShown)
        && action != input.offline.action;
    if let Some(why) = guard::refuse(action, &gate)
        .or(forced.then_some("the state machine already decided this step"))
    {
        corrections.push(format!("refused {}: {why}", action.as_str()));
        action = input.offline.action;
        say = input.offline.text.clone();
    }
    let (cleaned, had_code) = guard::strip_code_blocks(&say);
    if had_code {
        corrections.push("removed a code block".into());
    }
    let (cleaned, had_claim) = guard::strip_unfounded_claims(&cleaned, input.view.judge);
    if had_claim {
        corrections.push("removed a claim the judge has not made".into());
    }
    let say = if cleaned.is_empty() { input.offline.text.clone() } else { cleaned };
    (action, say, corrections)
}

/// The actions the model may choose at this moment.
pub fn allowed(moment: &Moment, offline: &Planned) -> Vec<Action> {
    match moment {
        Moment::QuestionShown => vec![Action::AskQuestion],
        Moment::JudgeResult => vec![offline.action],
        Moment::CandidateMessage { .. } => {
            vec![Action::FollowUp, Action::GiveHint, Action::NextQuestion, Action::Finish]
        }
    }
}
