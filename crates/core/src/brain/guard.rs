//! The guards that keep the model honest, in code rather than in the prompt: which actions are
//! allowed at all, no claim that code passed (or ran) before the judge said so, no code blocks
//! (an interviewer does not hand out solutions), and the user-intent checks that gate `finish`,
//! `next_question` and `give_hint`.

use super::action::Action;

/// What the judge has said about the latest submission, as far as claims are concerned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JudgeState {
    /// No result for the latest submission (never submitted, or being judged).
    NoResult,
    Accepted,
    Failed,
}

const PASS_CLAIMS: &[&str] = &[
    "passes all",
    "passed all",
    "all tests pass",
    "all the tests pass",
    "all tests passed",
    "your code passes",
    "your code passed",
    "your solution passes",
    "your solution passed",
    "code is correct",
    "solution is correct",
    "is correct",
    "looks correct",
    "works correctly",
    "works perfectly",
    "is accepted",
    "got accepted",
    "bug-free",
    "代码通过",
    "通过了",
    "全部通过",
    "测试通过",
    "是正确的",
    "完全正确",
    "没有问题",
    "没问题",
    "已通过",
    "运行正确",
];
const RAN_CLAIMS: &[&str] = &[
    "i ran",
    "i've run",
    "i have run",
    "i executed",
    "i tested",
    "i've tested",
    "i have tested",
    "running your code",
    "when i run",
    "the output is",
    "it outputs",
    "我运行",
    "我跑了",
    "我测试",
    "运行结果",
    "运行了你的",
    "执行了你的",
    "输出是",
];

fn is_question(sentence: &str) -> bool {
    let t = sentence.trim_end();
    t.ends_with('?') || t.ends_with('？')
}

/// Splits after sentence punctuation and newlines, keeping the punctuation with its sentence.
fn sentences(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    for (i, c) in text.char_indices() {
        if matches!(c, '.' | '!' | '?' | '。' | '！' | '？' | '\n') {
            let end = i + c.len_utf8();
            out.push(&text[start..end]);
            start = end;
        }
    }
    if start < text.len() {
        out.push(&text[start..]);
    }
    out
}

/// Removes every sentence claiming a result the judge has not given. Returns the cleaned text
/// and whether anything was removed. Questions ("does it pass the empty case?") are not claims.
pub fn strip_unfounded_claims(say: &str, judge: JudgeState) -> (String, bool) {
    let banned: Vec<&str> = match judge {
        JudgeState::Accepted => return (say.to_string(), false),
        JudgeState::Failed => PASS_CLAIMS.to_vec(),
        JudgeState::NoResult => PASS_CLAIMS.iter().chain(RAN_CLAIMS).copied().collect(),
    };
    let mut removed = false;
    let kept: String = sentences(say)
        .into_iter()
        .filter(|s| {
            let lower = s.to_lowercase();
            let claim = !is_question(s) && banned.iter().any(|b| lower.contains(b));
            removed |= claim;
            !claim
        })
        .collect();
    (kept.trim().to_string(), removed)
}

/// Removes fenced code blocks: the interviewer asks about code, it never writes the answer.
pub fn strip_code_blocks(say: &str) -> (String, bool) {
    let mut out = String::new();
    let mut removed = false;
    let mut rest = say;
    while let Some(open) = rest.find("```") {
        out.push_str(&rest[..open]);
        removed = true;
        match rest[open + 3..].find("```") {
            Some(close) => rest = &rest[open + 3 + close + 3..],
            None => rest = "",
        }
    }
    out.push_str(rest);
    (out.trim().to_string(), removed)
}

fn says_any(text: &str, words: &[&str]) -> bool {
    let lower = text.to_lowercase();
    words.iter().any(|w| lower.contains(w))
}

/// The candidate asked to stop the interview.
pub fn asks_to_end(text: &str) -> bool {
    says_any(
        text,
        &[
            "end the interview",
            "stop the interview",
            "finish the interview",
            "end this interview",
            "let's stop",
            "let us stop",
            "i want to stop",
            "i'd like to stop",
            "i quit",
            "that's enough for today",
            "结束面试",
            "结束吧",
            "不面了",
            "停止面试",
            "到此为止",
            "我想结束",
        ],
    )
}

/// The candidate asked to move on to another question.
pub fn asks_to_skip(text: &str) -> bool {
    says_any(
        text,
        &[
            "next question",
            "skip this",
            "skip it",
            "move on",
            "another question",
            "give up on this",
            "下一题",
            "跳过",
            "换一题",
            "换个题",
            "放弃这题",
            "放弃这道",
        ],
    )
}

/// The candidate asked for help.
pub fn asks_for_hint(text: &str) -> bool {
    says_any(
        text,
        &[
            "hint",
            "i'm stuck",
            "i am stuck",
            "no idea",
            "help me",
            "give me a clue",
            "提示",
            "卡住",
            "没思路",
            "不会做",
            "帮帮我",
        ],
    )
}

/// Facts the action gate decides on.
#[derive(Debug, Clone, Copy)]
pub struct Gate {
    /// A tool call (pick, judge, report) is in flight: nothing may act.
    pub pending: bool,
    pub rounds_done: u8,
    pub rounds_total: u8,
    pub user_asked_end: bool,
    pub user_asked_skip: bool,
    pub user_asked_hint: bool,
    pub hints_left: bool,
    pub attempts_left: bool,
}

/// Why an action was refused; the action is then corrected in code.
pub fn refuse(action: Action, g: &Gate) -> Option<&'static str> {
    if g.pending {
        return Some("a tool call is pending");
    }
    match action {
        Action::Finish if g.rounds_done < g.rounds_total && !g.user_asked_end => {
            Some("finish before the planned rounds without the candidate asking")
        }
        Action::NextQuestion if g.attempts_left && !g.user_asked_skip && !g.user_asked_end => {
            Some("moving on while the candidate is still working and did not ask to")
        }
        Action::GiveHint if !g.hints_left => Some("the hint ladder is used up"),
        Action::GiveHint if !g.user_asked_hint => {
            Some("a hint costs points; only when the candidate asks")
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pass_claims_are_removed_without_a_judge_result_but_questions_stay() {
        let (s, removed) = strip_unfounded_claims(
            "Great, your code passes all tests! Does it handle an empty list?",
            JudgeState::NoResult,
        );
        assert!(removed);
        assert_eq!(s, "Does it handle an empty list?");
        let (s, removed) =
            strip_unfounded_claims("很好，代码通过了。说说复杂度？", JudgeState::NoResult);
        assert!(removed);
        assert_eq!(s, "说说复杂度？");
        let (s, removed) =
            strip_unfounded_claims("I ran it and the output is 3.", JudgeState::NoResult);
        assert!(removed && s.is_empty());
    }

    #[test]
    fn a_failed_verdict_still_forbids_pass_claims_and_accepted_allows_them() {
        assert!(strip_unfounded_claims("Your solution is correct.", JudgeState::Failed).1);
        assert!(!strip_unfounded_claims("Your solution is correct.", JudgeState::Accepted).1);
    }

    #[test]
    fn code_blocks_are_stripped() {
        let (s, removed) = strip_code_blocks(
            "Consider this:\n```python\nreturn sorted(x)\n```\nWhy would it work?",
        );
        assert!(removed);
        assert!(!s.contains("sorted"), "{s}");
    }

    #[test]
    fn finish_needs_all_rounds_or_the_users_request() {
        let g = Gate {
            pending: false,
            rounds_done: 2,
            rounds_total: 5,
            user_asked_end: false,
            user_asked_skip: false,
            user_asked_hint: false,
            hints_left: true,
            attempts_left: true,
        };
        assert!(refuse(Action::Finish, &g).is_some());
        assert!(refuse(Action::Finish, &Gate { user_asked_end: true, ..g }).is_none());
        assert!(refuse(Action::Finish, &Gate { rounds_done: 5, ..g }).is_none());
        assert!(refuse(Action::FollowUp, &Gate { pending: true, ..g }).is_some());
        assert!(refuse(Action::GiveHint, &g).is_some());
        assert!(refuse(Action::GiveHint, &Gate { user_asked_hint: true, ..g }).is_none());
        assert!(asks_to_end("ok let's stop here") && asks_to_end("我想结束面试"));
    }
}
