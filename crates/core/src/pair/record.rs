//! The stored form of a peer session: a versioned record `(version, JSON body)`, separate from the live
//! [`Pair`], so that changing the live struct can never silently drop or reset a stored pair.
//!
//! [`PairRecord::encode`] always writes [`PairRecord::VERSION`]; [`PairRecord::decode`] reads
//! every version ever written (upgrading the body step by step, as `session::record` does) and
//! refuses a version it does not know (a newer build's row) with [`PairRecordError`].
//!
//! Versions:
//! - **1**: `serde_json` of [`Pair`] (its `revision` is the row's own column, not in the body).
//!
//! Changing the live pair's serialized shape needs a new version: bump `VERSION` and add the
//! step from the previous layout to `upgrade`.

use serde_json::Value;

use super::rules::Pair;

/// Why a stored pair record cannot be read.
#[derive(Debug, thiserror::Error)]
pub enum PairRecordError {
    /// Written by a newer build (a downgrade) or garbage in the version column.
    #[error("pair record version {0} is unknown to this build (latest {latest})", latest = PairRecord::VERSION)]
    UnknownVersion(i64),
    /// The body is not JSON.
    #[error("pair record is not JSON: {0}")]
    Json(#[source] serde_json::Error),
    /// The upgraded body does not read as a pair.
    #[error("pair record v{version} does not read as a pair: {source}")]
    Shape {
        version: u32,
        #[source]
        source: serde_json::Error,
    },
}

/// The codec between the live pair and its stored record.
pub struct PairRecord;

impl PairRecord {
    /// The version [`PairRecord::encode`] writes.
    pub const VERSION: u32 = 1;

    /// The record of `pair` at the latest version, as the text a store keeps.
    pub fn encode(pair: &Pair) -> (u32, String) {
        // Plain data with string keys: serializing cannot fail.
        (Self::VERSION, serde_json::to_string(pair).unwrap_or_default())
    }

    /// The live pair from a stored record of any version this build knows, at `revision`.
    pub fn decode(version: i64, body: &str, revision: i64) -> Result<Pair, PairRecordError> {
        let known = u32::try_from(version).map_err(|_| PairRecordError::UnknownVersion(version))?;
        let body: Value = serde_json::from_str(body).map_err(PairRecordError::Json)?;
        let latest = upgrade(known, body)?;
        let mut pair: Pair = serde_json::from_value(latest)
            .map_err(|source| PairRecordError::Shape { version: known, source })?;
        pair.revision = revision;
        Ok(pair)
    }
}

/// Upgrades a body of `version` to the latest layout, one version step at a time.
fn upgrade(version: u32, body: Value) -> Result<Value, PairRecordError> {
    match version {
        PairRecord::VERSION => Ok(body),
        other => Err(PairRecordError::UnknownVersion(i64::from(other))),
    }
}

#[cfg(test)]
mod tests {
    use chrono::{TimeZone, Utc};

    use super::*;
    use crate::drills::{ChatKey, GroupId, MemberId, Platform};
    use crate::pair::{PairId, Peer};
    use crate::session::UserKey;
    use mashang_i18n::Locale;
    use mashang_judge::problem::{Level, Role};

    fn pair() -> Pair {
        let peer = Peer {
            member: Some(MemberId("telegram:1".into())),
            name: "@ann".into(),
            account: Some(UserKey::new("telegram", "1")),
            tz: "Asia/Shanghai".into(),
            locale: Locale::ZhCn,
            level: Level::Mid,
            role: Role::Backend,
            accepted: false,
            ready: false,
            gave: None,
        };
        let at = Utc.with_ymd_and_hms(2026, 6, 1, 12, 0, 0).unwrap();
        let chat = ChatKey::new(Platform::Telegram, "-1");
        Pair::request(PairId("P1".into()), GroupId("g1".into()), chat, peer, None, at)
    }

    #[test]
    fn pair_record_round_trips_and_takes_the_revision_from_the_row() {
        let p = pair();
        let (version, body) = PairRecord::encode(&p);
        assert!(!body.contains("revision"), "the revision is the row's column: {body}");
        let back = PairRecord::decode(i64::from(version), &body, 7).unwrap();
        assert_eq!(back, Pair { revision: 7, ..p });
    }

    #[test]
    fn pair_record_of_an_unknown_newer_version_is_a_typed_error() {
        let (version, body) = PairRecord::encode(&pair());
        let newer = i64::from(version) + 1;
        let err = PairRecord::decode(newer, &body, 1).unwrap_err();
        assert!(matches!(err, PairRecordError::UnknownVersion(v) if v == newer), "{err}");
        assert!(matches!(PairRecord::decode(1, "{}", 1), Err(PairRecordError::Shape { .. })));
    }
}
