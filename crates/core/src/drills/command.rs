//! Parsing the drill commands that both adapters forward: `/drill …`, `/leaderboard`, `/streak`,
//! `/stats`, `/link`, `/practice`, `/plan …`. Anything else is not a drill command (`None`).

use super::board::Window;
use mashang_judge::problem::Lang;

/// A parsed drill command.
#[derive(Debug, Clone, PartialEq)]
pub enum DrillCommand {
    Help,
    Today,
    Config(Vec<String>),
    PostNow,
    Hint,
    /// `/drill hint test`: after a failed submission, one hidden test it failed (costs points).
    HintTest,
    Submit {
        lang: Lang,
        code: String,
    },
    /// `/drill lang L`: the open problem's starter in another language.
    Lang(Lang),
    Tz(String),
    Leaderboard(Window),
    Streak,
    Stats,
    Link(Option<String>),
    Practice,
    DailyPractice(bool),
    /// `/drill board pin [window]`: a board message in this chat that the bot keeps up to date.
    BoardPin(Window),
    /// `/drill board unpin`.
    BoardUnpin,
    /// `/plan …`: study plans.
    Plan(PlanCommand),
}

/// `/plan list|show [id]|start id|progress|stop`.
#[derive(Debug, Clone, PartialEq)]
pub enum PlanCommand {
    List,
    /// A plan's sections and problems (the caller's own plan, or the group's, when no id).
    Show(Option<String>),
    Start(String),
    /// The caller's progress; in a group that follows a plan, the group's too.
    Progress,
    Stop,
}

/// Why a drill command was not understood (the adapter replies with the help or a hint).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseError {
    BadArgument(String),
    BadSubmission,
}

/// A fenced code block: ```lang\ncode```.
pub fn fenced(text: &str) -> Option<(Lang, String)> {
    let start = text.find("```")?;
    let rest = &text[start + 3..];
    let (tag, body) = rest.split_once('\n')?;
    let end = body.rfind("```")?;
    let lang: Lang = tag.trim().parse().ok()?;
    Some((lang, body[..end].to_string()))
}

/// Parses `text` (the whole message, starting with the command).
pub fn parse(text: &str) -> Option<Result<DrillCommand, ParseError>> {
    let text = text.trim();
    let (head, rest) = text.split_once(char::is_whitespace).unwrap_or((text, ""));
    // `/drill@MyBot` in Telegram groups.
    let head = head.split('@').next().unwrap_or(head).to_ascii_lowercase();
    let args: Vec<&str> = rest.split_whitespace().collect();
    use DrillCommand as C;
    let cmd = match head.as_str() {
        "/drill" => match args.first().map(|a| a.to_ascii_lowercase()).as_deref() {
            None => Ok(C::Today),
            Some("help") => Ok(C::Help),
            Some("config") => Ok(C::Config(args[1..].iter().map(|s| s.to_string()).collect())),
            Some("now") => Ok(C::PostNow),
            Some("hint") => match args.get(1).map(|a| a.to_lowercase()).as_deref() {
                None => Ok(C::Hint),
                Some("test" | "tests" | "测试" | "用例") => Ok(C::HintTest),
                Some(other) => Err(ParseError::BadArgument(other.to_string())),
            },
            Some("lang") => args
                .get(1)
                .and_then(|l| l.parse().ok())
                .map(C::Lang)
                .ok_or(ParseError::BadArgument("lang".into())),
            Some("tz") => args
                .get(1)
                .map(|z| C::Tz(z.to_string()))
                .ok_or(ParseError::BadArgument("tz".into())),
            Some("board") => match args.get(1).map(|a| a.to_ascii_lowercase()).as_deref() {
                Some("pin" | "置顶") => {
                    let w = args.get(2).copied().unwrap_or("today");
                    Window::parse(w).map(C::BoardPin).ok_or(ParseError::BadArgument(w.to_string()))
                }
                Some("unpin" | "取消置顶") => Ok(C::BoardUnpin),
                other => Err(ParseError::BadArgument(other.unwrap_or("board").to_string())),
            },
            Some(s) if s.starts_with("submit") => fenced(rest)
                .map(|(lang, code)| C::Submit { lang, code })
                .ok_or(ParseError::BadSubmission),
            Some(other) => Err(ParseError::BadArgument(other.to_string())),
        },
        "/leaderboard" | "/board" => {
            let w = args.first().copied().unwrap_or("today");
            Window::parse(w).map(C::Leaderboard).ok_or(ParseError::BadArgument(w.to_string()))
        }
        "/plan" | "/plans" => plan(&head, &args).map(C::Plan),
        "/streak" => Ok(C::Streak),
        "/stats" => Ok(C::Stats),
        "/link" => Ok(C::Link(args.first().map(|s| s.to_string()))),
        "/practice" => match (args.first().copied(), args.get(1).copied()) {
            (None, _) => Ok(C::Practice),
            (Some("daily"), Some("on")) => Ok(C::DailyPractice(true)),
            (Some("daily"), Some("off")) => Ok(C::DailyPractice(false)),
            (Some(a), _) => Err(ParseError::BadArgument(a.to_string())),
        },
        _ => return None,
    };
    Some(cmd)
}

fn plan(head: &str, args: &[&str]) -> Result<PlanCommand, ParseError> {
    let id = |what: &str| {
        args.get(1).map(|s| s.to_lowercase()).ok_or(ParseError::BadArgument(what.into()))
    };
    match args.first().map(|a| a.to_lowercase()).as_deref() {
        None if head == "/plans" => Ok(PlanCommand::List),
        None | Some("progress" | "进度") => Ok(PlanCommand::Progress),
        Some("list" | "ls" | "列表") => Ok(PlanCommand::List),
        Some("show" | "查看") => Ok(PlanCommand::Show(args.get(1).map(|s| s.to_lowercase()))),
        Some("start" | "follow" | "开始") => id("start").map(PlanCommand::Start),
        Some("stop" | "quit" | "停止") => Ok(PlanCommand::Stop),
        Some(other) => Err(ParseError::BadArgument(other.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drill_lang_names_a_programming_language() {
        assert_eq!(parse("/drill lang cpp"), Some(Ok(DrillCommand::Lang(Lang::Cpp))));
        assert_eq!(parse("/drill lang golang"), Some(Ok(DrillCommand::Lang(Lang::Go))));
        assert_eq!(parse("/drill lang cobol"), Some(Err(ParseError::BadArgument("lang".into()))));
        assert_eq!(parse("/drill lang"), Some(Err(ParseError::BadArgument("lang".into()))));
    }

    #[test]
    fn commands_parse_with_bot_suffixes_and_fenced_code() {
        assert_eq!(parse("/drill@mashang_bot"), Some(Ok(DrillCommand::Today)));
        assert_eq!(parse("/leaderboard week"), Some(Ok(DrillCommand::Leaderboard(Window::Week))));
        assert_eq!(parse("/leaderboard year"), Some(Err(ParseError::BadArgument("year".into()))));
        let sub = parse("/drill submit\n```python\nprint(1)\n```").unwrap().unwrap();
        assert_eq!(sub, DrillCommand::Submit { lang: Lang::Python, code: "print(1)\n".into() });
        assert_eq!(parse("/start"), None);
    }

    #[test]
    fn a_live_board_is_pinned_for_a_window_and_unpinned() {
        assert_eq!(parse("/drill board pin"), Some(Ok(DrillCommand::BoardPin(Window::Today))));
        assert_eq!(parse("/drill board pin week"), Some(Ok(DrillCommand::BoardPin(Window::Week))));
        assert_eq!(parse("/drill board unpin"), Some(Ok(DrillCommand::BoardUnpin)));
        assert_eq!(parse("/drill board"), Some(Err(ParseError::BadArgument("board".into()))));
        assert_eq!(
            parse("/drill board pin year"),
            Some(Err(ParseError::BadArgument("year".into())))
        );
    }

    #[test]
    fn plan_commands_parse_with_their_plan_ids() {
        let p = |t: &str| parse(t).unwrap();
        assert_eq!(p("/plan list"), Ok(DrillCommand::Plan(PlanCommand::List)));
        assert_eq!(p("/plans"), Ok(DrillCommand::Plan(PlanCommand::List)));
        assert_eq!(p("/plan"), Ok(DrillCommand::Plan(PlanCommand::Progress)));
        assert_eq!(p("/plan@bot show"), Ok(DrillCommand::Plan(PlanCommand::Show(None))));
        assert_eq!(
            p("/plan start Essentials"),
            Ok(DrillCommand::Plan(PlanCommand::Start("essentials".into())))
        );
        assert_eq!(p("/plan start"), Err(ParseError::BadArgument("start".into())));
        assert_eq!(p("/plan stop"), Ok(DrillCommand::Plan(PlanCommand::Stop)));
        assert_eq!(p("/plan frobnicate"), Err(ParseError::BadArgument("frobnicate".into())));
    }
}
