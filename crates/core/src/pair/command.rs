//! Parsing the peer-interview commands both adapters forward: `/pair [now|HH:MM] [level]
//! [role]`, `/pair accept|decline ID`, `/pair cancel`, `/pair status`, `/pair ready`,
//! `/pair submit ```lang …```, `/pair feedback C X S M A note`, `/pair history`. Anything else is
//! not a pair command (`None`).

use crate::drills::command::fenced;
use mashang_judge::problem::{Lang, Level, Role};

/// A parsed pair command.
#[derive(Debug, Clone, PartialEq)]
pub enum PairCommand {
    Help,
    /// Asks for a partner: now (`slot: None`) or at `HH:MM` in the member's timezone.
    Request {
        slot: Option<String>,
        level: Option<Level>,
        role: Option<Role>,
    },
    Accept(String),
    Decline(String),
    Cancel,
    Status,
    Ready,
    Submit {
        lang: Lang,
        code: String,
    },
    /// The five dimensions 1–5 and a note.
    Feedback {
        scores: [u8; 5],
        note: String,
    },
    History,
}

/// Why a pair command was not understood (the service answers with the help).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadPairCommand;

/// Parses `text` (the whole message, starting with the command).
pub fn parse(text: &str) -> Option<Result<PairCommand, BadPairCommand>> {
    let text = text.trim();
    let (head, rest) = text.split_once(char::is_whitespace).unwrap_or((text, ""));
    let head = head.split('@').next().unwrap_or(head).to_ascii_lowercase();
    if head != "/pair" {
        return None;
    }
    let args: Vec<&str> = rest.split_whitespace().collect();
    let first = args.first().map(|a| a.to_ascii_lowercase());
    let id = || args.get(1).map(|s| s.to_string()).ok_or(BadPairCommand);
    use PairCommand as C;
    Some(match first.as_deref() {
        Some("help") => Ok(C::Help),
        Some("accept") => id().map(C::Accept),
        Some("decline") => id().map(C::Decline),
        Some("cancel") => Ok(C::Cancel),
        Some("status") => Ok(C::Status),
        Some("ready" | "here") => Ok(C::Ready),
        Some("history") => Ok(C::History),
        Some(s) if s.starts_with("submit") => {
            fenced(rest).map(|(lang, code)| C::Submit { lang, code }).ok_or(BadPairCommand)
        }
        Some("feedback") => feedback(&args[1..]),
        _ => request(&args),
    })
}

fn feedback(args: &[&str]) -> Result<PairCommand, BadPairCommand> {
    let mut scores = [0u8; 5];
    for (i, s) in scores.iter_mut().enumerate() {
        let n: u8 = args.get(i).and_then(|a| a.parse().ok()).ok_or(BadPairCommand)?;
        if !(1..=5).contains(&n) {
            return Err(BadPairCommand);
        }
        *s = n;
    }
    let note = args.get(5..).unwrap_or_default().join(" ");
    // A short note: one line of at most 300 characters.
    let note: String = note.chars().take(300).collect();
    Ok(PairCommand::Feedback { scores, note })
}

fn request(args: &[&str]) -> Result<PairCommand, BadPairCommand> {
    let (mut slot, mut level, mut role) = (None, None, None);
    for a in args {
        if a.eq_ignore_ascii_case("now") {
            continue;
        } else if is_hm(a) && slot.is_none() {
            slot = Some(a.to_string());
        } else if let Some(l) = Level::parse(a).filter(|_| level.is_none()) {
            level = Some(l);
        } else if let Some(r) = Role::parse(a).filter(|_| role.is_none()) {
            role = Some(r);
        } else {
            return Err(BadPairCommand);
        }
    }
    Ok(PairCommand::Request { slot, level, role })
}

fn is_hm(s: &str) -> bool {
    let Some((h, m)) = s.split_once(':') else { return false };
    let (Ok(h), Ok(m)) = (h.parse::<u8>(), m.parse::<u8>()) else { return false };
    h < 24 && m < 60 && m.to_string().len() <= 2
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pair_commands_parse_requests_answers_code_and_feedback() {
        use PairCommand as C;
        let req = |s: Option<&str>, l, r| {
            Some(Ok(C::Request { slot: s.map(Into::into), level: l, role: r }))
        };
        assert_eq!(parse("/pair"), req(None, None, None));
        assert_eq!(parse("/pair now"), req(None, None, None));
        assert_eq!(
            parse("/pair@mashang_bot 20:00 mid backend"),
            req(Some("20:00"), Some(Level::Mid), Some(Role::Backend))
        );
        assert_eq!(parse("/pair 25:00"), Some(Err(BadPairCommand)));
        assert_eq!(parse("/pair accept P1"), Some(Ok(C::Accept("P1".into()))));
        assert_eq!(parse("/pair decline"), Some(Err(BadPairCommand)));
        assert_eq!(parse("/pair cancel"), Some(Ok(C::Cancel)));
        assert_eq!(parse("/pair ready"), Some(Ok(C::Ready)));
        let sub = parse("/pair submit\n```python\nprint(1)\n```").unwrap().unwrap();
        assert_eq!(sub, C::Submit { lang: Lang::Python, code: "print(1)\n".into() });
        let fb = parse("/pair feedback 4 3 5 4 2 clear talk, slow start").unwrap().unwrap();
        assert_eq!(
            fb,
            C::Feedback { scores: [4, 3, 5, 4, 2], note: "clear talk, slow start".into() }
        );
        assert_eq!(parse("/pair feedback 4 3 6 4 2"), Some(Err(BadPairCommand)));
        assert_eq!(parse("/pair feedback 4 3"), Some(Err(BadPairCommand)));
        assert_eq!(parse("/pairs"), None);
        assert_eq!(parse("/duel"), None);
    }
}
