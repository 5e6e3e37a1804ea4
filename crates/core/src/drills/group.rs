//! A study group and the identifiers around it: platform-neutral chat keys, member ids, the
//! difficulty mix and topic focus its admins configure.

use std::fmt;

use chrono::NaiveTime;
use chrono_tz::Tz;
use serde::{Deserialize, Serialize};

use mashang_i18n::Locale;
use mashang_judge::problem::Level;

/// A chat platform.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Platform {
    Telegram,
    Discord,
    Console,
}

impl Platform {
    pub fn as_str(self) -> &'static str {
        match self {
            Platform::Telegram => "telegram",
            Platform::Discord => "discord",
            Platform::Console => "console",
        }
    }

    pub fn parse(s: &str) -> Option<Platform> {
        match s {
            "telegram" | "tg" => Some(Platform::Telegram),
            "discord" => Some(Platform::Discord),
            "console" => Some(Platform::Console),
            _ => None,
        }
    }
}

/// A chat on some platform: a Telegram group or a Discord channel (`discord:<channel id>`).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ChatKey {
    pub platform: Platform,
    pub id: String,
}

impl ChatKey {
    pub fn new(platform: Platform, id: impl Into<String>) -> Self {
        ChatKey { platform, id: id.into() }
    }

    /// `telegram:-100123` → key; anything else is `None`.
    pub fn parse(s: &str) -> Option<ChatKey> {
        let (p, id) = s.split_once(':')?;
        Some(ChatKey::new(Platform::parse(p)?, id)).filter(|k| !k.id.is_empty())
    }
}

impl fmt::Display for ChatKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.platform.as_str(), self.id)
    }
}

/// A study group's id (stable across renames and re-linked chats).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct GroupId(pub String);

impl fmt::Display for GroupId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// One person across platforms: the user key of the first account; linked accounts resolve to it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct MemberId(pub String);

impl MemberId {
    /// A fresh id with nothing to say who it was: what a member's shared records (solves on
    /// boards, duel ratings) move to when they use `/forget`. Random, so it cannot be traced back.
    pub fn forgotten() -> MemberId {
        MemberId(format!("forgotten:{}", uuid::Uuid::new_v4().simple()))
    }
}

impl fmt::Display for MemberId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Relative weights of junior/mid/senior problems (e.g. 2:1:0 = two easy days for one medium).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DifficultyMix {
    pub junior: u8,
    pub mid: u8,
    pub senior: u8,
}

impl Default for DifficultyMix {
    fn default() -> Self {
        DifficultyMix { junior: 2, mid: 2, senior: 1 }
    }
}

impl DifficultyMix {
    pub fn weight(&self, level: Level) -> u32 {
        u32::from(match level {
            Level::Junior => self.junior,
            Level::Mid => self.mid,
            Level::Senior => self.senior,
        })
    }

    pub fn total(&self) -> u32 {
        u32::from(self.junior) + u32::from(self.mid) + u32::from(self.senior)
    }

    /// `2:1:0` → mix; all-zero is rejected (no problem could ever be chosen).
    pub fn parse(s: &str) -> Option<DifficultyMix> {
        let parts: Vec<u8> =
            s.split([':', '/', ',']).map(|p| p.trim().parse().ok()).collect::<Option<_>>()?;
        let [junior, mid, senior] = parts[..] else { return None };
        let mix = DifficultyMix { junior, mid, senior };
        (mix.total() > 0).then_some(mix)
    }
}

impl fmt::Display for DifficultyMix {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.junior, self.mid, self.senior)
    }
}

/// A study group: its chats, schedule and problem preferences.
#[derive(Debug, Clone, PartialEq)]
pub struct StudyGroup {
    pub id: GroupId,
    pub name: String,
    pub chats: Vec<ChatKey>,
    pub tz: Tz,
    /// Local wall-clock time of the daily post.
    pub post_time: NaiveTime,
    pub mix: DifficultyMix,
    /// Topics to prefer (empty = any).
    pub focus: Vec<String>,
    pub admins: Vec<MemberId>,
    /// Discord role to mention with the daily post (`<@&id>`), if any.
    pub ping_role: Option<String>,
    /// Whether the daily post is on.
    pub enabled: bool,
    /// Language of the group's posts.
    pub locale: Locale,
    /// The study plan the daily post follows (`/drill config plan=<id>`), if any.
    pub plan: Option<String>,
}

impl StudyGroup {
    /// A fresh group for `chat`, created by `admin`, posting at 09:00 UTC until configured.
    pub fn new(id: GroupId, chat: ChatKey, admin: MemberId) -> Self {
        StudyGroup {
            name: id.0.clone(),
            id,
            chats: vec![chat],
            tz: Tz::UTC,
            post_time: NaiveTime::from_hms_opt(9, 0, 0).unwrap_or_default(),
            mix: DifficultyMix::default(),
            focus: Vec::new(),
            admins: vec![admin],
            ping_role: None,
            enabled: true,
            locale: Locale::En,
            plan: None,
        }
    }

    pub fn is_admin(&self, member: &MemberId) -> bool {
        self.admins.contains(member)
    }
}
