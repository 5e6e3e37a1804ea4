//! Turns one chat message into a command, a code submission or an explanation — or into a one-line
//! reason why it cannot be used. Shared by every adapter so `/hint` or a fenced block means the
//! same thing in the terminal, on Telegram and on Discord.

use crate::interviewer::{Level, Role};
use crate::msg::Msg;
use mashang_i18n::Locale;
use mashang_judge::problem::Lang;

/// Languages the sandbox knows, by canonical id, in menu order (from [`Lang`]).
pub const LANGUAGES: &[&str] = &Lang::IDS;

/// Largest code block accepted, in bytes.
pub const MAX_CODE_BYTES: usize = 64 * 1024;
/// Largest plain-text message accepted, in bytes.
pub const MAX_TEXT_BYTES: usize = 8 * 1024;

/// A user command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    Interview {
        role: Option<Role>,
        level: Option<Level>,
        language: Option<String>,
        /// `#topic`: ask for questions on this topic.
        topic: Option<String>,
        /// `problem=<id>`: start with this problem from the bank.
        problem: Option<String>,
    },
    Hint,
    /// `/hint test`: the paid rung that reveals one failing hidden test of the last submission.
    HintTest,
    Skip,
    End,
    Report,
    History,
    /// `/replay [n] [md|html]`: export the `nth` most recent finished interview (1: the latest)
    /// in `formats` (both when none is named).
    Replay {
        nth: u32,
        formats: Vec<crate::replay::ReplayFormat>,
    },
    Lang(String),
    Locale(Locale),
    Forget,
    Help,
}

/// A usable message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Input {
    Command(Command),
    /// A fenced block; `language` is `None` for a bare fence. `note` is any prose around it.
    Code {
        language: Option<String>,
        code: String,
        note: Option<String>,
    },
    Text(String),
    /// `/run [input]` with an optional fenced block: run the code (the block, or the last
    /// submission) on the samples and the optional custom input. Never a submission.
    Run {
        input: Option<String>,
        language: Option<String>,
        code: Option<String>,
    },
    Empty,
}

/// Canonical language id for a fence tag or `/lang` argument, if the sandbox supports it.
pub fn normalize_language(tag: &str) -> Option<&'static str> {
    Lang::from_tag(tag).map(Lang::id)
}

/// `code` as a fenced block the parser reads back exactly: the fence is one backtick longer than
/// any backtick run that starts a line of the code (at least three), so code that itself contains
/// ``` lines (markdown in a string) is never cut short. For adapters that wrap files and modal
/// input.
pub fn fence(language: Option<&str>, code: &str) -> String {
    let longest = code.lines().filter_map(fence_run).max().unwrap_or(0);
    let ticks = "`".repeat(longest.max(2) + 1);
    let code = code.trim_end_matches(['\n', '\r']);
    format!("{ticks}{}\n{code}\n{ticks}", language.unwrap_or(""))
}

fn supported() -> Vec<String> {
    LANGUAGES.iter().map(|s| s.to_string()).collect()
}

/// Parses one message. Errors are returned as the [`Msg`] to reply with; the session is untouched.
pub fn parse(text: &str) -> Result<Input, Msg> {
    if text.contains('\0') || control_ratio(text) > 0.05 || text.contains('\u{FFFD}') {
        return Err(Msg::Binary);
    }
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Ok(Input::Empty);
    }
    if let Some(rest) = run_args(trimmed) {
        return parse_run(rest);
    }
    if trimmed.starts_with('/') && !trimmed.contains('\n') {
        if text.len() > MAX_TEXT_BYTES {
            return Err(Msg::TooLong { size: text.len(), limit: MAX_TEXT_BYTES });
        }
        return parse_command(trimmed).map(Input::Command);
    }
    if let Some(open) = find_fence(text) {
        return parse_fenced(text, open);
    }
    if text.len() > MAX_TEXT_BYTES {
        return Err(Msg::TooLong { size: text.len(), limit: MAX_TEXT_BYTES });
    }
    Ok(Input::Text(trimmed.to_string()))
}

/// What follows `/run` (or `/run@bot`), when the message is a run.
fn run_args(trimmed: &str) -> Option<&str> {
    let rest =
        trimmed.get(..4).filter(|h| h.eq_ignore_ascii_case("/run")).map(|_| &trimmed[4..])?;
    let rest = match rest.strip_prefix('@') {
        Some(bot) => bot.trim_start_matches(|c: char| c.is_alphanumeric() || c == '_'),
        None => rest,
    };
    (rest.is_empty() || rest.starts_with(char::is_whitespace)).then_some(rest)
}

/// `/run`'s arguments: the custom input (everything before the block, or the whole rest) and the
/// optional fenced block.
fn parse_run(rest: &str) -> Result<Input, Msg> {
    let (input, code) = match find_fence(rest) {
        Some(open) => match parse_fenced(rest, open)? {
            Input::Code { language, code, .. } => (&rest[..open], Some((language, code))),
            _ => (rest, None),
        },
        None => (rest, None),
    };
    let input = input.trim();
    if input.len() > MAX_TEXT_BYTES {
        return Err(Msg::TooLong { size: input.len(), limit: MAX_TEXT_BYTES });
    }
    let (language, code) = code.map_or((None, None), |(l, c)| (l, Some(c)));
    Ok(Input::Run { input: (!input.is_empty()).then(|| input.to_string()), language, code })
}

/// Share of characters that are control characters other than newline, tab and carriage return.
fn control_ratio(text: &str) -> f64 {
    let mut total = 0usize;
    let mut control = 0usize;
    for c in text.chars() {
        total += 1;
        if c.is_control() && !matches!(c, '\n' | '\t' | '\r') {
            control += 1;
        }
    }
    if total == 0 { 0.0 } else { control as f64 / total as f64 }
}

/// Byte offset of the first line that starts with a fence.
fn find_fence(text: &str) -> Option<usize> {
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        if line.trim_start().starts_with("```") {
            return Some(offset);
        }
        offset += line.len();
    }
    None
}

/// Length of the backtick run a line starts with (after indentation), if it is a fence (3+).
fn fence_run(line: &str) -> Option<usize> {
    let n = line.trim_start().bytes().take_while(|b| *b == b'`').count();
    (n >= 3).then_some(n)
}

/// Whether `line` can close a block opened by a run of `open` backticks: only backticks, at
/// least as many as the opening (CommonMark), so a ```` ```` ```` fence can wrap code that
/// contains ``` lines.
fn closes(line: &str, open: usize) -> bool {
    let t = line.trim();
    fence_run(t).is_some_and(|n| n >= open && n == t.len())
}

/// Where the block that starts `body` ends: (start, end) byte offsets of its closing fence line.
/// A bare ``` line inside the code (a markdown string, a docstring) is not the end when another
/// closing fence follows it: the block ends at the LAST closing fence, unless a new block is
/// opened (a fence with a language tag) after an earlier one, which then was the real close.
fn closing_fence(body: &str, open: usize) -> Option<(usize, usize)> {
    let mut close = None;
    let mut offset = 0;
    for line in body.split_inclusive('\n') {
        if closes(line, open) {
            close = Some((offset, offset + line.len()));
        } else if close.is_some()
            && fence_run(line).is_some()
            && !line.trim().trim_start_matches('`').is_empty()
        {
            break; // a second block opens: the last close before it ended ours
        }
        offset += line.len();
    }
    close
}

fn parse_fenced(text: &str, open: usize) -> Result<Input, Msg> {
    let before = text[..open].trim();
    let rest = &text[open..];
    let (first_line, body) = rest.split_once('\n').unwrap_or((rest, ""));
    let run = fence_run(first_line).unwrap_or(3);
    let tag = first_line.trim_start().trim_start_matches('`').trim();
    let Some((end, after_end)) = closing_fence(body, run) else {
        return Err(Msg::UnclosedFence);
    };
    let code = &body[..end];
    if code.len() > MAX_CODE_BYTES {
        return Err(Msg::TooLong { size: code.len(), limit: MAX_CODE_BYTES });
    }
    let language = if tag.is_empty() {
        None
    } else {
        match normalize_language(tag.split_whitespace().next().unwrap_or("")) {
            Some(l) => Some(l.to_string()),
            None => {
                return Err(Msg::UnknownLanguage { tag: tag.to_string(), supported: supported() });
            }
        }
    };
    let after = body[after_end..].trim();
    let note =
        [before, after].iter().filter(|s| !s.is_empty()).copied().collect::<Vec<_>>().join("\n");
    if note.len() > MAX_TEXT_BYTES {
        return Err(Msg::TooLong { size: note.len(), limit: MAX_TEXT_BYTES });
    }
    Ok(Input::Code { language, code: code.to_string(), note: (!note.is_empty()).then_some(note) })
}

/// The id in a `problem=<id>` (or `problem:<id>`, as Discord shows options) argument.
fn problem_arg(arg: &str) -> Option<&str> {
    let lower = arg.get(..8)?.to_ascii_lowercase();
    (lower == "problem=" || lower == "problem:").then(|| &arg[8..])
}

fn parse_command(line: &str) -> Result<Command, Msg> {
    let mut parts = line.split_whitespace();
    let head = parts.next().unwrap_or("/");
    let name = head.trim_start_matches('/').to_ascii_lowercase();
    // Telegram appends the bot name: /hint@mashang_bot.
    let name = name.split('@').next().unwrap_or("").to_string();
    let args: Vec<&str> = parts.collect();
    let bad = |argument: &str| Msg::BadArgument {
        command: format!("/{name}"),
        argument: argument.to_string(),
    };
    let no_args = |cmd: Command| if let Some(a) = args.first() { Err(bad(a)) } else { Ok(cmd) };
    match name.as_str() {
        "interview" | "start" => {
            let (mut role, mut level, mut language, mut topic) = (None, None, None, None);
            let mut problem = None;
            for a in &args {
                if let Some(id) = problem_arg(a) {
                    if id.is_empty() || problem.is_some() {
                        return Err(bad(a));
                    }
                    problem = Some(id.to_ascii_lowercase());
                } else if let Some(t) =
                    a.strip_prefix('#').filter(|t| !t.is_empty() && topic.is_none())
                {
                    topic = Some(t.to_ascii_lowercase());
                } else if let Some(r) = Role::parse(a).filter(|_| role.is_none()) {
                    role = Some(r);
                } else if let Some(l) = Level::parse(a).filter(|_| level.is_none()) {
                    level = Some(l);
                } else if let Some(l) = normalize_language(a).filter(|_| language.is_none()) {
                    language = Some(l.to_string());
                } else {
                    return Err(bad(a));
                }
            }
            Ok(Command::Interview { role, level, language, topic, problem })
        }
        "hint" | "提示" => match args.as_slice() {
            [] => Ok(Command::Hint),
            [one] if matches!(one.to_lowercase().as_str(), "test" | "tests" | "测试" | "用例") => {
                Ok(Command::HintTest)
            }
            [one, ..] => Err(bad(one)),
        },
        "skip" | "next" => no_args(Command::Skip),
        "end" | "stop" | "quit" => no_args(Command::End),
        "report" => no_args(Command::Report),
        "history" => no_args(Command::History),
        "replay" | "回放" => replay_args(&args).map_err(bad),
        "forget" => no_args(Command::Forget),
        "help" | "h" | "?" => Ok(Command::Help),
        "lang" | "language" => match args.as_slice() {
            [one] => {
                normalize_language(one).map(|l| Command::Lang(l.to_string())).ok_or_else(|| {
                    Msg::UnknownLanguage { tag: one.to_string(), supported: supported() }
                })
            }
            [] => Err(bad("")),
            [_, extra, ..] => Err(bad(extra)),
        },
        "locale" => match args.as_slice() {
            [one] => Locale::parse(one).map(Command::Locale).ok_or_else(|| bad(one)),
            [] => Err(bad("")),
            [_, extra, ..] => Err(bad(extra)),
        },
        _ => Err(Msg::UnknownCommand { command: head.to_string() }),
    }
}

/// `/replay [n] [md|html]`, in any order; the failing argument otherwise.
fn replay_args<'a>(args: &[&'a str]) -> Result<Command, &'a str> {
    use crate::replay::ReplayFormat;
    let (mut nth, mut formats) = (None, Vec::new());
    for a in args {
        if let Some(n) = a.parse::<u32>().ok().filter(|n| *n >= 1 && nth.is_none()) {
            nth = Some(n);
        } else if let Some(f) = ReplayFormat::parse(a).filter(|f| !formats.contains(f)) {
            formats.push(f);
        } else {
            return Err(a);
        }
    }
    if formats.is_empty() {
        formats = ReplayFormat::ALL.to_vec();
    }
    Ok(Command::Replay { nth: nth.unwrap_or(1), formats })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replay_takes_an_optional_rank_and_format_in_any_order() {
        use crate::replay::ReplayFormat::{Html, Markdown};
        let cmd = |s| match parse(s) {
            Ok(Input::Command(c)) => Ok(c),
            Ok(other) => panic!("{other:?}"),
            Err(m) => Err(m),
        };
        assert_eq!(
            cmd("/replay").unwrap(),
            Command::Replay { nth: 1, formats: vec![Markdown, Html] }
        );
        assert_eq!(cmd("/replay html 3").unwrap(), Command::Replay { nth: 3, formats: vec![Html] });
        assert_eq!(cmd("/回放 2 md").unwrap(), Command::Replay { nth: 2, formats: vec![Markdown] });
        assert!(matches!(cmd("/replay 0"), Err(Msg::BadArgument { .. })));
        assert!(matches!(cmd("/replay pdf"), Err(Msg::BadArgument { .. })));
    }

    #[test]
    fn commands_parse_with_arguments_in_any_order() {
        assert_eq!(
            parse("/interview python backend senior").unwrap(),
            Input::Command(Command::Interview {
                role: Some(Role::Backend),
                level: Some(Level::Senior),
                language: Some("python".into()),
                topic: None,
                problem: None,
            })
        );
        assert_eq!(
            parse("/interview go problem=Two-Sum #dp").unwrap(),
            Input::Command(Command::Interview {
                role: None,
                level: None,
                language: Some("go".into()),
                topic: Some("dp".into()),
                problem: Some("two-sum".into()),
            })
        );
        assert!(matches!(parse("/interview problem="), Err(Msg::BadArgument { .. })));
        assert!(matches!(parse("/interview problem=a problem=b"), Err(Msg::BadArgument { .. })));
        assert_eq!(parse("/locale zh").unwrap(), Input::Command(Command::Locale(Locale::ZhCn)));
        assert_eq!(parse("/hint@bot").unwrap(), Input::Command(Command::Hint));
    }

    #[test]
    fn run_takes_an_optional_input_line_and_an_optional_block() {
        assert_eq!(parse("/run").unwrap(), Input::Run { input: None, language: None, code: None });
        assert_eq!(
            parse("/run@mashang_bot [[2,7,11,15], 9]").unwrap(),
            Input::Run { input: Some("[[2,7,11,15], 9]".into()), language: None, code: None }
        );
        assert_eq!(
            parse("/run [[1], 1]\n```py\nprint(1)\n```").unwrap(),
            Input::Run {
                input: Some("[[1], 1]".into()),
                language: Some("python".into()),
                code: Some("print(1)\n".into())
            }
        );
        assert_eq!(
            parse("/run\n```\nx = 1\n```").unwrap(),
            Input::Run { input: None, language: None, code: Some("x = 1\n".into()) }
        );
        assert_eq!(parse("/run 1\n```py\nx\n"), Err(Msg::UnclosedFence));
        assert!(matches!(parse("/runner"), Err(Msg::UnknownCommand { .. })));
    }

    #[test]
    fn fenced_code_keeps_the_prose_as_a_note() {
        let msg = "I use a hash map, O(n).\n```py\nprint(1)\n```\n";
        let Input::Code { language, code, note } = parse(msg).unwrap() else { panic!() };
        assert_eq!(language.as_deref(), Some("python"));
        assert_eq!(code, "print(1)\n");
        assert_eq!(note.as_deref(), Some("I use a hash map, O(n)."));
    }

    #[test]
    fn bad_input_gets_a_reason() {
        assert!(matches!(parse("/frobnicate"), Err(Msg::UnknownCommand { .. })));
        assert_eq!(parse("```python\nprint(1)\n"), Err(Msg::UnclosedFence));
        assert!(matches!(parse("```cobol\nx\n```"), Err(Msg::UnknownLanguage { .. })));
        assert!(matches!(parse(&"a".repeat(1 << 20)), Err(Msg::TooLong { .. })));
        assert_eq!(parse("\u{1}\u{2}\u{3}abc\u{0}"), Err(Msg::Binary));
        assert!(matches!(parse("/lang cobol"), Err(Msg::UnknownLanguage { .. })));
        assert!(matches!(parse("/hint please"), Err(Msg::BadArgument { .. })));
        assert_eq!(parse("/hint test").unwrap(), Input::Command(Command::HintTest));
        assert_eq!(parse("/hint 测试").unwrap(), Input::Command(Command::HintTest));
    }

    #[test]
    fn a_bare_fence_line_inside_the_code_does_not_end_the_block() {
        let msg = "My parser:\n```python\nDOC = \"\"\"\n```\nexample\n```\n\"\"\"\nprint(DOC)\n```\nIt is O(n).";
        let Input::Code { code, note, .. } = parse(msg).unwrap() else { panic!() };
        assert_eq!(code, "DOC = \"\"\"\n```\nexample\n```\n\"\"\"\nprint(DOC)\n");
        assert_eq!(note.as_deref(), Some("My parser:\nIt is O(n)."));
    }

    #[test]
    fn a_longer_fence_is_closed_only_by_one_as_long() {
        let msg = "````py\ns = '```'\n```\nx = 1\n````";
        let Input::Code { code, .. } = parse(msg).unwrap() else { panic!() };
        assert_eq!(code, "s = '```'\n```\nx = 1\n");
        assert_eq!(parse("````py\nx\n```"), Err(Msg::UnclosedFence));
    }

    #[test]
    fn a_second_block_after_the_first_does_not_swallow_it() {
        let msg = "```py\nprint(1)\n```\noutput:\n```text\n1\n```";
        let Input::Code { code, note, .. } = parse(msg).unwrap() else { panic!() };
        assert_eq!(code, "print(1)\n");
        assert_eq!(note.as_deref(), Some("output:\n```text\n1\n```"));
    }

    proptest::proptest! {
        /// Whatever the code contains (``` lines included), `fence` wraps it so `parse` gives back
        /// exactly the code, with the language and the note.
        #[test]
        fn fenced_code_round_trips(
            lines in proptest::collection::vec("(```|````|`{0,2}[a-z =\"'()]{0,12}|[ \t]{0,4}```[a-z]{0,3})", 1..12),
            note in "[A-Za-z ]{0,20}",
        ) {
            let code = lines.join("\n");
            proptest::prop_assume!(!code.trim().is_empty());
            let msg = format!("{note}\n{}", fence(Some("python"), &code));
            let Ok(Input::Code { language, code: got, note: got_note }) = parse(&msg) else {
                return Err(proptest::test_runner::TestCaseError::fail(format!("{msg:?}")));
            };
            proptest::prop_assert_eq!(language.as_deref(), Some("python"));
            proptest::prop_assert_eq!(got.trim_end_matches('\n'), code.trim_end_matches(['\n', '\r']));
            let want_note = note.trim();
            proptest::prop_assert_eq!(got_note.as_deref().unwrap_or(""), want_note);
        }

        /// A bare ``` line inside ordinary fenced code (the message a user types) never ends the
        /// block early when the real closing fence follows.
        #[test]
        fn the_last_closing_fence_ends_the_block(
            head in "[a-z =]{1,10}", tail in "[a-z =]{1,10}", after in "[A-Za-z ]{0,20}",
        ) {
            let code = format!("{head}\n```\n{tail}\n");
            let msg = format!("```py\n{code}```\n{after}");
            let Ok(Input::Code { code: got, .. }) = parse(&msg) else {
                return Err(proptest::test_runner::TestCaseError::fail(format!("{msg:?}")));
            };
            proptest::prop_assert_eq!(got, code);
        }
    }
}
