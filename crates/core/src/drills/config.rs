//! `/drill config key=value …`: validated edits of a study group's settings. Every argument is
//! checked before anything changes, so one typo never half-applies a configuration.

use chrono::NaiveTime;
use chrono_tz::Tz;

use super::group::{DifficultyMix, StudyGroup};
use mashang_i18n::Locale;

/// One validated setting.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Setting {
    Tz(Tz),
    Time(NaiveTime),
    Mix(DifficultyMix),
    Focus(Vec<String>),
    Name(String),
    Ping(Option<String>),
    Enabled(bool),
    Locale(Locale),
    /// Attach this chat to another existing group.
    Join(String),
    /// Follow a study plan (`plan=<id>`), or not (`plan=off`). The id is checked against the
    /// plans by the service.
    Plan(Option<String>),
}

/// The first argument of `/drill config` that is not a valid setting, as the user typed it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("not a valid setting: `{0}`")]
pub(crate) struct BadSetting(pub(crate) String);

/// Parses `args`; the first bad argument is returned as the error.
pub(crate) fn parse(args: &[&str]) -> Result<Vec<Setting>, BadSetting> {
    args.iter()
        .map(|arg| {
            let bad = || BadSetting(arg.to_string());
            match arg.split_once('=') {
                None => match arg.to_ascii_lowercase().as_str() {
                    "on" => Ok(Setting::Enabled(true)),
                    "off" => Ok(Setting::Enabled(false)),
                    _ => Err(bad()),
                },
                Some((k, v)) => match k.to_ascii_lowercase().as_str() {
                    "tz" | "timezone" => v.parse().map(Setting::Tz).map_err(|_| bad()),
                    "time" => {
                        NaiveTime::parse_from_str(v, "%H:%M").map(Setting::Time).map_err(|_| bad())
                    }
                    "mix" => DifficultyMix::parse(v).map(Setting::Mix).ok_or_else(bad),
                    "focus" => Ok(Setting::Focus(
                        v.split(',')
                            .map(|t| t.trim().to_ascii_lowercase())
                            .filter(|t| !t.is_empty() && t != "any")
                            .collect(),
                    )),
                    "name" if !v.trim().is_empty() => {
                        Ok(Setting::Name(v.trim().chars().take(40).collect()))
                    }
                    "ping" => Ok(Setting::Ping(
                        Some(v.trim_matches(|c: char| !c.is_ascii_digit()).to_string())
                            .filter(|r| !r.is_empty()),
                    )),
                    "lang" | "locale" => Locale::parse(v).map(Setting::Locale).ok_or_else(bad),
                    "join" if !v.trim().is_empty() => Ok(Setting::Join(v.trim().to_string())),
                    "plan" => match v.trim().to_ascii_lowercase().as_str() {
                        "off" | "none" | "" => Ok(Setting::Plan(None)),
                        id if crate::plan::is_plan_id(id) => Ok(Setting::Plan(Some(id.into()))),
                        _ => Err(bad()),
                    },
                    _ => Err(bad()),
                },
            }
        })
        .collect()
}

/// Applies settings other than [`Setting::Join`] to `group`.
pub(crate) fn apply(group: &mut StudyGroup, settings: &[Setting]) {
    for s in settings {
        match s {
            Setting::Tz(tz) => group.tz = *tz,
            Setting::Time(t) => group.post_time = *t,
            Setting::Mix(m) => group.mix = *m,
            Setting::Focus(f) => group.focus.clone_from(f),
            Setting::Name(n) => group.name.clone_from(n),
            Setting::Ping(p) => group.ping_role.clone_from(p),
            Setting::Enabled(on) => group.enabled = *on,
            Setting::Locale(l) => group.locale = *l,
            Setting::Plan(p) => group.plan.clone_from(p),
            Setting::Join(_) => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bad_argument_is_named_and_good_ones_parse() {
        let ok = parse(&["tz=Asia/Shanghai", "time=08:30", "mix=1:2:0", "focus=Array,dp", "off"])
            .unwrap();
        assert_eq!(ok.len(), 5);
        assert_eq!(parse(&["tz=Mars/Olympus"]), Err(BadSetting("tz=Mars/Olympus".into())));
        assert_eq!(parse(&["time=25:00"]), Err(BadSetting("time=25:00".into())));
        assert_eq!(parse(&["mix=0:0:0"]), Err(BadSetting("mix=0:0:0".into())));
        assert_eq!(parse(&["plan=Essentials"]), Ok(vec![Setting::Plan(Some("essentials".into()))]));
        assert_eq!(parse(&["plan=off"]), Ok(vec![Setting::Plan(None)]));
        assert_eq!(parse(&["plan=<b>x</b>"]), Err(BadSetting("plan=<b>x</b>".into())));
    }
}
