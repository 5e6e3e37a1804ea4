//! Parsing the duel commands both adapters forward: `/duel [@member] [level|problem]`,
//! `/duel accept|decline ID`, `/duel forfeit`, `/duel submit ```lang …```, `/duel history`,
//! `/duelboard` (or `/duel board`). Anything else is not a duel command (`None`).

use crate::drills::command::fenced;
use crate::session::UserKey;
use mashang_judge::problem::Lang;

/// A parsed duel command.
#[derive(Debug, Clone, PartialEq)]
pub enum DuelCommand {
    Help,
    /// A challenge: to a member (a mention) or open; optionally a level or a problem id.
    Challenge {
        target: Option<String>,
        pick: Option<String>,
    },
    Accept(String),
    Decline(String),
    Forfeit,
    Submit {
        lang: Lang,
        code: String,
    },
    Board,
    History,
}

/// Why a duel command was not understood (the service answers with the help).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadDuelCommand;

/// Parses `text` (the whole message, starting with the command).
pub fn parse(text: &str) -> Option<Result<DuelCommand, BadDuelCommand>> {
    let text = text.trim();
    let (head, rest) = text.split_once(char::is_whitespace).unwrap_or((text, ""));
    let head = head.split('@').next().unwrap_or(head).to_ascii_lowercase();
    let args: Vec<&str> = rest.split_whitespace().collect();
    use DuelCommand as C;
    if head == "/duelboard" {
        return Some(Ok(C::Board));
    }
    if head != "/duel" {
        return None;
    }
    let first = args.first().map(|a| a.to_ascii_lowercase());
    let id = || args.get(1).map(|s| s.to_string()).ok_or(BadDuelCommand);
    Some(match first.as_deref() {
        None => Ok(C::Challenge { target: None, pick: None }),
        Some("help") => Ok(C::Help),
        Some("accept") => id().map(C::Accept),
        Some("decline") => id().map(C::Decline),
        Some("forfeit" | "resign" | "giveup") => Ok(C::Forfeit),
        Some("board") => Ok(C::Board),
        Some("history") => Ok(C::History),
        Some(s) if s.starts_with("submit") => {
            fenced(rest).map(|(lang, code)| C::Submit { lang, code }).ok_or(BadDuelCommand)
        }
        Some(s) if is_mention(s) => Ok(C::Challenge {
            target: Some(args[0].to_string()),
            pick: args.get(1).map(|s| s.to_string()),
        }),
        Some(_) if args.len() == 1 => {
            Ok(C::Challenge { target: None, pick: Some(args[0].to_string()) })
        }
        Some(_) => Err(BadDuelCommand),
    })
}

/// `@handle` (Telegram username), or a mention by id (see [`mention_account`]).
fn is_mention(s: &str) -> bool {
    s.starts_with('@') || mention_account(s).is_some()
}

/// The account a mention names by id: `<@123>` / `<@!123>` (Discord), `<tg:123>` (a Telegram
/// mention of a user without a username, which the adapter writes so from its entity).
pub fn mention_account(s: &str) -> Option<UserKey> {
    let digits = |id: &str| !id.is_empty() && id.bytes().all(|b| b.is_ascii_digit());
    if let Some(id) = s.strip_prefix("<tg:").and_then(|r| r.strip_suffix('>')) {
        return digits(id).then(|| UserKey::new("telegram", id));
    }
    let id = s.strip_prefix("<@")?.strip_suffix('>')?;
    let id = id.strip_prefix('!').unwrap_or(id);
    digits(id).then(|| UserKey::new("discord", id))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn duel_commands_parse_challenges_answers_and_submissions() {
        use DuelCommand as C;
        let ch = |t: Option<&str>, p: Option<&str>| {
            Some(Ok(C::Challenge { target: t.map(Into::into), pick: p.map(Into::into) }))
        };
        assert_eq!(parse("/duel"), ch(None, None));
        assert_eq!(parse("/duel@mashang_bot @bob mid"), ch(Some("@bob"), Some("mid")));
        assert_eq!(parse("/duel <@42> two-sum"), ch(Some("<@42>"), Some("two-sum")));
        assert_eq!(parse("/duel senior"), ch(None, Some("senior")));
        assert_eq!(parse("/duel accept D7"), Some(Ok(C::Accept("D7".into()))));
        assert_eq!(parse("/duel decline"), Some(Err(BadDuelCommand)));
        assert_eq!(parse("/duel forfeit"), Some(Ok(C::Forfeit)));
        assert_eq!(parse("/duelboard"), Some(Ok(C::Board)));
        assert_eq!(parse("/duel board"), Some(Ok(C::Board)));
        let sub = parse("/duel submit\n```python\nprint(1)\n```").unwrap().unwrap();
        assert_eq!(sub, C::Submit { lang: Lang::Python, code: "print(1)\n".into() });
        assert_eq!(parse("/duel submit print(1)"), Some(Err(BadDuelCommand)));
        assert_eq!(parse("/drill"), None);
        assert_eq!(parse("/duels"), None);
        assert_eq!(mention_account("<@!123>"), Some(UserKey::new("discord", "123")));
        assert_eq!(mention_account("<tg:77>"), Some(UserKey::new("telegram", "77")));
        assert_eq!(mention_account("<@abc>"), None);
        assert_eq!(mention_account("<tg:>"), None);
        let to = parse("/duel <tg:77> junior").unwrap().unwrap();
        assert_eq!(
            to,
            C::Challenge { target: Some("<tg:77>".into()), pick: Some("junior".into()) }
        );
    }
}
