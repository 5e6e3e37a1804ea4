//! What the drills tell people, as data, and its rendering through the i18n catalog
//! (`drills.*` keys in presets/i18n/drills.*.toml), so both adapters show the same text.

use mashang_i18n::{Locale, t};

use super::board::{Board, BoardRow, Window, short_name};
use super::streak::Streak;

/// One thing the drills say.
#[derive(Debug, Clone, PartialEq)]
pub enum DrillMsg {
    Help,
    /// The daily problem (post and `/drill`).
    Daily {
        date: String,
        title: String,
        level: String,
        topics: String,
        /// The line of the study plan the group follows, when the problem is on it.
        plan: Option<String>,
        statement: String,
        samples: String,
        /// The starter block (see [`starter_block`]), empty when the problem has none.
        starter: String,
        ping: Option<String>,
    },
    NoGroup,
    NotAdmin,
    /// The member's previous submission is still being judged.
    StillJudging,
    /// Too many group commands: the next is taken in `secs`.
    SlowDown {
        secs: u64,
    },
    /// The problem is their live duel's or peer session's: closed here until it ends.
    ProblemClosed,
    /// The platform could not say whether the caller administers the chat (nothing was done).
    AdminUnknown,
    /// To a group's admins: the bot can no longer post in one of its chats, so posting there
    /// stopped.
    ChatGone {
        group: String,
        chat: String,
    },
    NoDrillYet,
    Config {
        group: String,
        tz: String,
        time: String,
        mix: String,
        focus: String,
        enabled: bool,
        chats: String,
        plan: String,
    },
    ConfigSaved,
    /// `/plan …`.
    Plan(super::plan_msg::PlanMsg),
    BadConfig {
        argument: String,
    },
    GroupJoined {
        group: String,
    },
    AlreadyPosted,
    NoProblem,
    Judging,
    Accepted {
        points: u32,
        title: String,
    },
    AcceptedNoPoints {
        title: String,
    },
    PracticeAccepted {
        title: String,
        next_days: u32,
    },
    NotAccepted {
        verdict: String,
        passed: u32,
        total: u32,
    },
    /// The judge could not run (`excused`: the bot's fault, so the day is excused for the streak).
    JudgeFailed {
        detail: String,
        excused: bool,
    },
    NothingToSubmit,
    BadSubmission,
    Hint {
        index: u32,
        total: u32,
        text: String,
        cost: u32,
    },
    NoMoreHints,
    /// `/drill hint test` before a failed submission; `cost`: what a solve would score after it (%).
    RevealNeedsFailure {
        cost: u32,
    },
    /// A hidden test the last failed submission fails; `cost`: what a solve now scores (%).
    TestRevealed {
        name: String,
        input: String,
        expected: String,
        actual: String,
        cost: u32,
    },
    NoTestToReveal,
    RevealCodeTests,
    Board(Board),
    Streak(Streak),
    Stats {
        solves: u32,
        points: u32,
        streak: u32,
        best: u32,
        weak: String,
    },
    LinkCode {
        code: String,
        minutes: i64,
    },
    Linked,
    BadLinkCode,
    LinkExpired {
        minutes: i64,
    },
    LinkUsed,
    LinkOwnCode,
    /// The code's member already has an account on the caller's platform.
    LinkSamePlatform,
    /// `/link` in a group: the code went to the caller privately.
    LinkCodeSent,
    Practice {
        topic: String,
        title: String,
        statement: String,
        samples: String,
        starter: String,
    },
    NoPractice,
    /// `/drill lang L`: the starter of the open problem in L.
    Starter {
        title: String,
        language: String,
        code: String,
    },
    NoStarter {
        language: String,
        available: String,
    },
    DailyPractice {
        on: bool,
    },
    TzSet {
        tz: String,
        /// The first date (in the member's current zone) the new zone is in force; `None` when
        /// it is in force at once.
        from: Option<String>,
    },
    BadTz {
        tz: String,
    },
    /// A submission very similar to earlier ones of the same problem (admins only): `member`
    /// and `matches` ("Tom (92%), Ann (71%)").
    CopyFlag {
        title: String,
        member: String,
        matches: String,
    },
    /// `/drill board pin`: the board is posted here shortly and kept up to date.
    BoardPinned {
        window: Window,
    },
    BoardUnpinned,
    /// `/drill board unpin` where no board is pinned.
    NoLiveBoard,
    StoreFailed,
}

fn row_line(locale: Locale, r: &BoardRow, me: bool) -> String {
    let medal = match r.rank {
        1 => "🥇",
        2 => "🥈",
        3 => "🥉",
        _ => "",
    };
    let rank = if r.rank == 0 { "–".to_string() } else { r.rank.to_string() };
    let key = if me { "drills.board_me" } else { "drills.board_row" };
    t(
        locale,
        key,
        &[
            ("rank", &rank),
            ("medal", &medal),
            ("name", &shown_name(locale, &r.name)),
            ("points", &r.points),
            ("solves", &r.solves),
        ],
    )
}

/// A member's name on a board: "deleted user" for a member who used `/forget` (their solves
/// still count for the others' ranks, but nothing says who they were).
pub fn shown_name(locale: Locale, name: &str) -> String {
    if name.is_empty() { t(locale, "drills.deleted_user", &[]) } else { short_name(name, 14) }
}

fn board_text(locale: Locale, b: &Board) -> String {
    let window = t(locale, &format!("drills.window_{}", b.window.as_str()), &[]);
    let mut lines =
        vec![t(locale, "drills.board_title", &[("window", &window), ("members", &b.members)])];
    if b.top.is_empty() {
        lines.push(t(locale, "drills.board_empty", &[]));
    }
    lines.extend(b.top.iter().map(|r| row_line(locale, r, false)));
    if let Some(me) = &b.me {
        lines.push("⋯".into());
        lines.push(row_line(locale, me, true));
    }
    lines.join("\n")
}

/// Renders `msg` in `locale`.
pub fn render(msg: &DrillMsg, locale: Locale) -> String {
    use DrillMsg as M;
    let k = |key: &str| t(locale, &format!("drills.{key}"), &[]);
    match msg {
        M::Help => k("help"),
        M::Daily { date, title, level, topics, plan, statement, samples, starter, ping } => {
            let mut s = t(
                locale,
                "drills.daily",
                &[("date", date), ("title", title), ("level", level), ("topics", topics)],
            );
            if let Some(p) = ping {
                s = format!("{p} {s}");
            }
            if let Some(line) = plan {
                s = format!("{s}\n{line}");
            }
            format!("{s}\n\n{statement}\n\n{samples}{starter}\n\n{}", k("daily_how"))
        }
        M::NoGroup => k("no_group"),
        M::NotAdmin => k("not_admin"),
        M::StillJudging => k("still_judging"),
        M::SlowDown { secs } => t(locale, "drills.slow_down", &[("secs", secs)]),
        M::ProblemClosed => k("problem_closed"),
        M::AdminUnknown => k("admin_unknown"),
        M::ChatGone { group, chat } => {
            t(locale, "drills.chat_gone", &[("group", group), ("chat", chat)])
        }
        M::NoDrillYet => k("no_drill_yet"),
        M::Config { group, tz, time, mix, focus, enabled, chats, plan } => {
            let on = k(if *enabled { "on" } else { "off" });
            t(
                locale,
                "drills.config",
                &[
                    ("group", group),
                    ("tz", tz),
                    ("time", time),
                    ("mix", mix),
                    ("focus", focus),
                    ("enabled", &on),
                    ("chats", chats),
                    ("plan", plan),
                ],
            )
        }
        M::Plan(m) => super::plan_msg::render(m, locale),
        M::ConfigSaved => k("config_saved"),
        M::BadConfig { argument } => t(locale, "drills.bad_config", &[("argument", argument)]),
        M::GroupJoined { group } => t(locale, "drills.group_joined", &[("group", group)]),
        M::AlreadyPosted => k("already_posted"),
        M::NoProblem => k("no_problem"),
        M::Judging => k("judging"),
        M::Accepted { points, title } => {
            t(locale, "drills.accepted", &[("points", points), ("title", title)])
        }
        M::AcceptedNoPoints { title } => {
            t(locale, "drills.accepted_no_points", &[("title", title)])
        }
        M::PracticeAccepted { title, next_days } => {
            t(locale, "drills.practice_accepted", &[("title", title), ("days", next_days)])
        }
        M::NotAccepted { verdict, passed, total } => t(
            locale,
            "drills.not_accepted",
            &[("verdict", verdict), ("passed", passed), ("total", total)],
        ),
        M::JudgeFailed { detail, excused: false } => {
            t(locale, "drills.judge_failed", &[("detail", detail)])
        }
        M::JudgeFailed { detail, excused: true } => {
            t(locale, "drills.judge_failed_excused", &[("detail", detail)])
        }
        M::NothingToSubmit => k("nothing_to_submit"),
        M::BadSubmission => k("bad_submission"),
        M::Hint { index, total, text, cost } => t(
            locale,
            "drills.hint",
            &[("index", index), ("total", total), ("text", text), ("cost", cost)],
        ),
        M::NoMoreHints => k("no_more_hints"),
        M::RevealNeedsFailure { cost } => {
            t(locale, "drills.reveal_needs_failure", &[("cost", cost)])
        }
        M::TestRevealed { name, input, expected, actual, cost } => t(
            locale,
            "drills.test_revealed",
            &[
                ("name", name),
                ("input", input),
                ("expected", expected),
                ("actual", actual),
                ("cost", cost),
            ],
        ),
        M::NoTestToReveal => k("no_test_to_reveal"),
        M::RevealCodeTests => k("reveal_code_tests"),
        M::Board(b) => board_text(locale, b),
        M::Streak(s) => {
            let today = k(if s.done_today { "streak_done" } else { "streak_pending" });
            t(
                locale,
                "drills.streak",
                &[
                    ("current", &s.current),
                    ("best", &s.best),
                    ("freezes", &s.freezes),
                    ("today", &today),
                ],
            )
        }
        M::Stats { solves, points, streak, best, weak } => t(
            locale,
            "drills.stats",
            &[
                ("solves", solves),
                ("points", points),
                ("streak", streak),
                ("best", best),
                ("weak", weak),
            ],
        ),
        M::LinkCode { code, minutes } => {
            t(locale, "drills.link_code", &[("code", code), ("minutes", minutes)])
        }
        M::Linked => k("linked"),
        M::BadLinkCode => k("bad_link_code"),
        M::LinkExpired { minutes } => t(locale, "drills.link_expired", &[("minutes", minutes)]),
        M::LinkUsed => k("link_used"),
        M::LinkOwnCode => k("link_own_code"),
        M::LinkSamePlatform => k("link_same_platform"),
        M::LinkCodeSent => k("link_code_sent"),
        M::Practice { topic, title, statement, samples, starter } => format!(
            "{}\n\n{statement}\n\n{samples}{starter}\n\n{}",
            t(locale, "drills.practice", &[("topic", topic), ("title", title)]),
            k("daily_how")
        ),
        M::NoPractice => k("no_practice"),
        M::Starter { title, language, code } => {
            format!("{title}\n\n{}", starter_block(locale, language, code).trim_start())
        }
        M::NoStarter { language, available } => {
            t(locale, "drills.no_starter", &[("language", language), ("available", available)])
        }
        M::DailyPractice { on } => k(if *on { "daily_practice_on" } else { "daily_practice_off" }),
        M::TzSet { tz, from: None } => t(locale, "drills.tz_set", &[("tz", tz)]),
        M::TzSet { tz, from: Some(from) } => {
            t(locale, "drills.tz_set_from", &[("tz", tz), ("from", from)])
        }
        M::BadTz { tz } => t(locale, "drills.bad_tz", &[("tz", tz)]),
        M::CopyFlag { title, member, matches } => t(
            locale,
            "drills.copy_flag",
            &[("title", title), ("member", member), ("matches", matches)],
        ),
        M::BoardPinned { window } => {
            t(locale, "drills.board_pinned", &[("window", &window_name(locale, *window))])
        }
        M::BoardUnpinned => k("board_unpinned"),
        M::NoLiveBoard => k("no_live_board"),
        M::StoreFailed => k("store_failed"),
    }
}

/// "Starter code (python):" and the fenced code, preceded by a blank line so it can follow the
/// samples directly; empty for no code.
pub fn starter_block(locale: Locale, language: &str, code: &str) -> String {
    if code.trim().is_empty() {
        return String::new();
    }
    let label = t(locale, "drills.starter", &[("language", &language)]);
    format!("\n\n{label}\n{}", crate::input::fence(Some(language), code.trim_end()))
}

/// The window's localised name (for chart titles).
pub fn window_name(locale: Locale, w: Window) -> String {
    t(locale, &format!("drills.window_{}", w.as_str()), &[])
}
