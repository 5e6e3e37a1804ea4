//! The reply quality gate between the model and the user, beyond JSON validity. Small models return
//! well-formed JSON whose `say` is junk: the prompt's own wording, template placeholders, a bare
//! field name, a refusal, the problem statement pasted back, another question, the wrong language,
//! "let's continue with the next question" while staying. Each check is cheap and deterministic;
//! a rejected reply never reaches the user or the memory — the turn falls back to the offline
//! wording — and the reason is a typed [`Rejection`] for logs, tests and the replay table.

use std::collections::HashSet;

use mashang_i18n::Locale;

use super::action::Action;
use super::guard::JudgeState;
use super::role;

/// Why a model text was not shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rejection {
    /// Refuses or apologises instead of interviewing ("I'm sorry, but I can't assist with that").
    Refusal,
    /// A template placeholder copied from the format (`<one sentence in English>`).
    Placeholder,
    /// A bare identifier or field name (`failing_input`, `oneOfTheseIsOne`).
    BareIdentifier,
    /// Code in the reply: the interviewer never writes the answer.
    Code,
    /// Chinese in an English session or the other way round.
    WrongLanguage,
    /// Repeats the instructions, the schema or internal terms ("the candidate's reasoning").
    EchoesPrompt,
    /// Speaks as an assistant, not an interviewer ("What specific questions would you like me to ask?").
    OutOfRole,
    /// Pastes back the statement the candidate already sees.
    RestatesStatement,
    /// Brings in an earlier question of the interview.
    OtherQuestion,
    /// Says again what the interviewer already said (or what the code already shows).
    Repeated,
    /// Contradicts the chosen action ("let's move on" while staying on the question).
    ContradictsAction,
    /// Contradicts the state (asks for code that was just accepted, talks about code not yet written).
    ContradictsState,
    /// Longer than one short question or remark.
    TooLong,
    /// Hands the candidate's own message back to them.
    EchoesCandidate,
    /// States a property of the submitted code that the code contradicts ("your recursion" in a loop).
    ContradictsCode,
}

impl Rejection {
    pub const ALL: [Rejection; 15] = [
        Rejection::Refusal,
        Rejection::Placeholder,
        Rejection::BareIdentifier,
        Rejection::Code,
        Rejection::WrongLanguage,
        Rejection::EchoesPrompt,
        Rejection::OutOfRole,
        Rejection::RestatesStatement,
        Rejection::OtherQuestion,
        Rejection::Repeated,
        Rejection::ContradictsAction,
        Rejection::ContradictsState,
        Rejection::TooLong,
        Rejection::EchoesCandidate,
        Rejection::ContradictsCode,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Rejection::Refusal => "refusal",
            Rejection::Placeholder => "placeholder",
            Rejection::BareIdentifier => "bare_identifier",
            Rejection::Code => "code",
            Rejection::WrongLanguage => "wrong_language",
            Rejection::EchoesPrompt => "echoes_prompt",
            Rejection::OutOfRole => "out_of_role",
            Rejection::RestatesStatement => "restates_statement",
            Rejection::OtherQuestion => "other_question",
            Rejection::Repeated => "repeated",
            Rejection::ContradictsAction => "contradicts_action",
            Rejection::ContradictsState => "contradicts_state",
            Rejection::TooLong => "too_long",
            Rejection::EchoesCandidate => "echoes_candidate",
            Rejection::ContradictsCode => "contradicts_code",
        }
    }
}

impl std::fmt::Display for Rejection {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The longest text shown for one question or remark, in characters.
pub(crate) const MAX_CHARS: usize = 360;
/// The most sentences in one question or remark.
pub(crate) const MAX_SENTENCES: usize = 3;

/// What a text is checked against.
#[derive(Debug, Clone, Default)]
pub(crate) struct Context<'a> {
    pub locale: Locale,
    /// The action the text goes with (`None` for reviewer text).
    pub action: Option<Action>,
    /// The judge has answered the latest submission at this moment.
    pub judge: Option<JudgeState>,
    /// A question was just shown (no code exists yet for it).
    pub question_just_shown: bool,
    /// Fixed prompt texts the model was given (system prompt, format, correction).
    pub prompt: Vec<&'a str>,
    /// The open question's statement.
    pub statement: Option<&'a str>,
    /// Ids, titles and statements of the interview's earlier questions.
    pub others: Vec<&'a str>,
    /// What the interviewer already said (earlier model lines, the evidence shown by code).
    pub said: Vec<&'a str>,
    /// The candidate's message this line answers, when it answers one.
    pub candidate: Option<&'a str>,
    /// The candidate's latest code, when there is one.
    pub code: Option<&'a str>,
}

const REFUSALS: &[&str] = &[
    "i'm sorry",
    "i am sorry",
    "sorry, but",
    "i can't assist",
    "i cannot assist",
    "i can't help",
    "i cannot help",
    "i'm unable to",
    "i am unable to",
    "as an ai",
    "as a language model",
    "抱歉",
    "对不起",
    "我无法",
    "我不能帮",
    "作为一个ai",
    "作为ai",
];

const OUT_OF_ROLE: &[&str] = &[
    "would you like me to ask",
    "what specific questions",
    "i'm ready to help",
    "i'm ready to assist",
    "i'm here to help",
    "feel free to ask",
    "how can i help",
    "how can i assist",
    "happy to assist",
    "happy to help",
    "ask your question",
    "i'll provide a response",
    "your request has been accepted",
    "provide the input",
    "provide a more detailed explanation of the problem",
    "my solution",
    "i would like you to help me",
    "i would like to optimize",
    "我可以帮你",
    "有什么可以帮",
    "请问我如何",
    "我需要优化",
];

/// Internal terms the candidate never sees: the model is reading its instructions aloud.
const JARGON: &[&str] = &[
    "the candidate",
    "candidate's",
    "judge's evidence",
    "allowed_actions",
    "default_reply",
    "prompt_version",
    "failing_input",
    "failing_expected",
    "failing_actual",
    "failing_case",
    "follow_ups_asked",
    "missing_points",
    "measured_exponent",
    "json object",
    "<data>",
    "data block",
    "probing question",
    "候选人",
    "判题器的证据",
    "json 对象",
    "追问问题",
];

const MOVING_ON: &[&str] = &[
    "next question",
    "let's move on",
    "let us move on",
    "moving on to",
    "continue with the next",
    "that's all for today",
    "this concludes",
    "interview is over",
    "下一题",
    "下一道题",
    "下一个问题",
    "面试结束",
    "今天就到这里",
];

const STAYING: &[&str] =
    &["resubmit", "try again", "submit the corrected", "提交修改", "重新提交", "再试"];

const ASKS_FOR_CODE: &[&str] = &[
    "provide the code",
    "provide me with the code",
    "provide me the code",
    "submit your code",
    "send your code",
    "send me your code",
    "optimized version of the code",
    "提交代码",
    "提供代码",
];

const NO_CODE_YET: &[&str] =
    &["your code", "given code", "code snippet", "this code", "the solution you wrote", "你的代码"];

const CODE_MARKERS: &[&str] = &["<code>", "<pre>", "```", "def ", "#include", "=> {"];

fn has_han(c: char) -> bool {
    matches!(c, '\u{4e00}'..='\u{9fff}' | '\u{3400}'..='\u{4dbf}')
}

/// Words (lowercase ASCII runs) and single Han characters: the units of the overlap measures.
fn tokens(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word = String::new();
    for c in s.chars().flat_map(char::to_lowercase) {
        if c.is_ascii_alphanumeric() || c == '\'' || c == '_' {
            word.push(c);
            continue;
        }
        if !word.is_empty() {
            out.push(std::mem::take(&mut word));
        }
        if has_han(c) {
            out.push(c.to_string());
        }
    }
    if !word.is_empty() {
        out.push(word);
    }
    out
}

const N: usize = 4;

fn grams(tokens: &[String]) -> Vec<String> {
    tokens.windows(N).map(|w| w.join(" ")).collect()
}

/// Share of `text`'s 4-grams that occur in any of `refs` (0 when `text` has none).
pub(crate) fn overlap(text: &str, refs: &[&str]) -> f32 {
    let mine = grams(&tokens(text));
    if mine.is_empty() {
        return 0.0;
    }
    let theirs: HashSet<String> = refs.iter().flat_map(|r| grams(&tokens(r))).collect();
    let hit = mine.iter().filter(|g| theirs.contains(*g)).count();
    hit as f32 / mine.len() as f32
}

fn normalized(s: &str) -> String {
    tokens(s).join(" ")
}

fn says_any(lower: &str, phrases: &[&str]) -> bool {
    phrases.iter().any(|p| lower.contains(p))
}

/// A template placeholder: `<words>` with no space just inside the brackets, or an ellipsis alone.
fn has_placeholder(text: &str) -> bool {
    let t = text.trim();
    if matches!(t, "…" | "..." | "...?" | "…?") {
        return true;
    }
    let mut rest = text;
    while let Some(open) = rest.find('<') {
        let after = &rest[open + 1..];
        let Some(close) = after.find('>') else { break };
        let inner = &after[..close];
        let edges_tight = !inner.starts_with(' ') && !inner.ends_with(' ');
        if edges_tight && (1..=80).contains(&inner.chars().count()) && !inner.contains('<') {
            return true;
        }
        rest = &after[close + 1..];
    }
    false
}

/// One token that reads like code, not speech: `failing_input`, `oneOfTheseIsOne`.
fn is_bare_identifier(text: &str) -> bool {
    let t = text.trim().trim_matches(|c: char| "`'\"“”.,:;!?。？！".contains(c));
    if t.is_empty() || t.contains(char::is_whitespace) || t.chars().any(has_han) {
        return false;
    }
    let snake = t.contains('_') || t.contains('-');
    let camel = t.chars().zip(t.chars().skip(1)).any(|(a, b)| a.is_lowercase() && b.is_uppercase());
    snake || camel
}

/// A JavaScript function declaration (`function f(`, `function (`), not the word in a sentence
/// ("what does the function return").
fn declares_function(lower: &str) -> bool {
    lower.match_indices("function").any(|(at, _)| {
        let rest = lower[at + "function".len()..].trim_start();
        let name_end = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '$'));
        rest[name_end.unwrap_or(rest.len())..].trim_start().starts_with('(')
    })
}

fn has_code(text: &str) -> bool {
    let lower = text.to_lowercase();
    says_any(&lower, CODE_MARKERS)
        || declares_function(&lower)
        || text.lines().any(|l| {
            let l = l.trim_start();
            l.starts_with("return ") || l.starts_with("import ") || l.starts_with("class ")
        })
}

fn wrong_language(text: &str, locale: Locale) -> bool {
    // Inline code is quoted material in any language; only prose counts.
    let prose: String = text.split('`').step_by(2).collect();
    let han = prose.chars().filter(|c| has_han(*c)).count();
    let latin = prose.chars().filter(char::is_ascii_alphabetic).count();
    if han + latin == 0 {
        return false;
    }
    let share = han as f32 / (han as f32 + latin as f32 / 4.0);
    match locale {
        // Chinese prose with English terms in it is fine; English prose with no Chinese is not.
        Locale::ZhCn => share < 0.3,
        Locale::En => han > 0 && share > 0.2,
    }
}

fn sentence_count(text: &str) -> usize {
    let ends = text.chars().filter(|c| matches!(c, '.' | '!' | '?' | '。' | '！' | '？')).count();
    let trailing = !text.trim_end().ends_with(['.', '!', '?', '。', '！', '？']);
    ends + usize::from(trailing)
}

fn too_long(text: &str, locale: Locale) -> bool {
    let chars = text.chars().count();
    let max = match locale {
        Locale::ZhCn => MAX_CHARS / 2,
        Locale::En => MAX_CHARS,
    };
    chars > max || sentence_count(text) > MAX_SENTENCES
}

/// The checks that apply to any model text shown to the user (interviewer or reviewer).
fn check_text(text: &str, cx: &Context<'_>) -> Result<(), Rejection> {
    let lower = text.to_lowercase();
    if says_any(&lower, REFUSALS) {
        return Err(Rejection::Refusal);
    }
    if has_placeholder(text) {
        return Err(Rejection::Placeholder);
    }
    if is_bare_identifier(text) {
        return Err(Rejection::BareIdentifier);
    }
    if has_code(text) {
        return Err(Rejection::Code);
    }
    if wrong_language(text, cx.locale) {
        return Err(Rejection::WrongLanguage);
    }
    if says_any(&lower, JARGON) || overlap(text, &cx.prompt) >= 0.3 {
        return Err(Rejection::EchoesPrompt);
    }
    if says_any(&lower, OUT_OF_ROLE) || role::wrong_voice(&lower) {
        return Err(Rejection::OutOfRole);
    }
    Ok(())
}

/// Checks one interviewer text (`say`) against the turn's context.
pub(crate) fn check(text: &str, cx: &Context<'_>) -> Result<(), Rejection> {
    check_text(text, cx)?;
    let lower = text.to_lowercase();
    if cx.statement.is_some_and(|s| overlap(text, &[s]) >= 0.5) {
        return Err(Rejection::RestatesStatement);
    }
    if role::echoes_candidate(text, cx.candidate) {
        return Err(Rejection::EchoesCandidate);
    }
    if role::contradicts_code(&lower, cx.code) {
        return Err(Rejection::ContradictsCode);
    }
    if overlap(text, &cx.others) >= 0.3 || mentions_other(&lower, &cx.others) {
        return Err(Rejection::OtherQuestion);
    }
    let me = normalized(text);
    if cx.said.iter().any(|s| normalized(s) == me || overlap(text, &[s]) >= 0.6) {
        return Err(Rejection::Repeated);
    }
    let staying =
        matches!(cx.action, Some(Action::FollowUp | Action::GiveHint | Action::AskQuestion));
    let leaving = matches!(cx.action, Some(Action::NextQuestion | Action::Finish));
    if (staying && says_any(&lower, MOVING_ON)) || (leaving && says_any(&lower, STAYING)) {
        return Err(Rejection::ContradictsAction);
    }
    let accepted = cx.judge == Some(JudgeState::Accepted);
    if (accepted && says_any(&lower, ASKS_FOR_CODE))
        || (cx.question_just_shown && says_any(&lower, NO_CODE_YET))
    {
        return Err(Rejection::ContradictsState);
    }
    if too_long(text, cx.locale) {
        return Err(Rejection::TooLong);
    }
    Ok(())
}

/// Checks reviewer text (a rationale or the summary): no repetition or action rules apply.
pub(crate) fn check_review_text(text: &str, cx: &Context<'_>) -> Result<(), Rejection> {
    check_text(text, cx)
}

/// Names an earlier question by its id (`two-sum`) or a multi-word title.
fn mentions_other(lower: &str, others: &[&str]) -> bool {
    others.iter().any(|o| {
        let o = o.trim().to_lowercase();
        let short = o.chars().count() <= 40 && !o.contains('\n');
        let named = o.contains('-') || o.contains(' ') || o.chars().any(has_han);
        short && named && o.chars().count() >= 4 && lower.contains(&o)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cx(locale: Locale, action: Action) -> Context<'static> {
        Context { locale, action: Some(action), ..Context::default() }
    }

    #[test]
    fn recorded_junk_is_rejected_with_its_reason() {
        let en = cx(Locale::En, Action::FollowUp);
        let cases = [
            ("I'm sorry, but I can't assist with that.", Rejection::Refusal),
            ("<one sentence in English>", Rejection::Placeholder),
            ("failing_input", Rejection::BareIdentifier),
            ("oneOfTheseIsOne", Rejection::BareIdentifier),
            (
                "Please provide a probing question about the candidate's reasoning or the judge's evidence.",
                Rejection::EchoesPrompt,
            ),
            (
                "I'm ready to help you with the two-sum problem. What specific questions would you like me to ask?",
                Rejection::OutOfRole,
            ),
            ("Let's continue with the next question please.", Rejection::ContradictsAction),
            ("请问你的哈希表为什么更快？", Rejection::WrongLanguage),
        ];
        for (text, why) in cases {
            assert_eq!(check(text, &en), Err(why), "{text}");
        }
        let zh = cx(Locale::ZhCn, Action::FollowUp);
        assert_eq!(check("What is the time complexity?", &zh), Err(Rejection::WrongLanguage));
        assert_eq!(check("`two_sum` 在 [2, 2] 上为什么返回 2？", &zh), Ok(()));
    }

    #[test]
    fn a_function_declaration_is_code_and_the_word_function_is_not() {
        let en = cx(Locale::En, Action::FollowUp);
        assert_eq!(check("Try function add(a, b) here.", &en), Err(Rejection::Code));
        assert_eq!(check("Wrap it: function (x) { return x; }", &en), Err(Rejection::Code));
        let plain = "What does the function return for an empty list, and why?";
        assert_eq!(check(plain, &en), Ok(()));
    }

    #[test]
    fn good_follow_ups_pass() {
        let en = cx(Locale::En, Action::FollowUp);
        for text in [
            "If the array were sorted, could you use O(1) extra space?",
            "Why does [2, 2] return 2?",
            "Could you save space with a single stack, or by pushing to the helper stack only when the minimum changes? How do repeated minimums behave then?",
        ] {
            assert_eq!(check(text, &en), Ok(()), "{text}");
        }
    }

    #[test]
    fn the_statement_another_question_and_repeats_are_rejected() {
        let statement = "Given an integer array `nums` and an integer `target`, return the indices of the two elements that add up to `target`.";
        let c = Context {
            statement: Some(statement),
            others: vec!["two-sum", "Two Sum"],
            said: vec!["Why a hash map here?"],
            ..cx(Locale::En, Action::AskQuestion)
        };
        assert_eq!(
            check(
                "Given an integer array nums and an integer target, return the indices of the two elements.",
                &c
            ),
            Err(Rejection::RestatesStatement)
        );
        assert_eq!(
            check(
                "Please provide the code for the two-sum problem.",
                &Context { statement: None, ..c.clone() }
            ),
            Err(Rejection::OtherQuestion)
        );
        assert_eq!(check("Why a hash map here?", &c), Err(Rejection::Repeated));
        let just_shown = Context { question_just_shown: true, ..c };
        assert_eq!(
            check("What is the time complexity of the given code snippet?", &just_shown),
            Err(Rejection::ContradictsState)
        );
    }

    #[test]
    fn prompt_overlap_and_length() {
        let prompt = "Ask one probing question about the candidate's reasoning or the judge's evidence; stay on this question.";
        let c = Context { prompt: vec![prompt], ..cx(Locale::En, Action::FollowUp) };
        assert_eq!(
            check("Ask one probing question about your reasoning; stay on this question.", &c),
            Err(Rejection::EchoesPrompt)
        );
        let long = "Why? ".repeat(5);
        assert_eq!(check(&long, &c), Err(Rejection::TooLong));
    }
}
