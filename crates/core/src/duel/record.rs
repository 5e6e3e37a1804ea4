//! The stored form of a duel: a versioned record `(version, JSON body)`, separate from the live
//! [`Duel`], so that changing the live struct can never silently drop or reset a stored duel.
//!
//! [`DuelRecord::encode`] always writes [`DuelRecord::VERSION`]; [`DuelRecord::decode`] reads
//! every version ever written (upgrading the body step by step, as `session::record` does) and
//! refuses a version it does not know (a newer build's row) with [`DuelRecordError`].
//!
//! Versions:
//! - **1**: `serde_json` of [`Duel`] (its `revision` is the row's own column, not in the body).
//! - **2**: adds `over_pair_cap` (absent in 1: false) and the `EarlyForfeit` reason (which a
//!   version-1 reader would refuse).
//!
//! Changing the live duel's serialized shape needs a new version: bump `VERSION` and add the
//! step from the previous layout to `upgrade`.

use serde_json::Value;

use super::rules::Duel;

/// Why a stored duel record cannot be read.
#[derive(Debug, thiserror::Error)]
pub enum DuelRecordError {
    /// Written by a newer build (a downgrade) or garbage in the version column.
    #[error("duel record version {0} is unknown to this build (latest {latest})", latest = DuelRecord::VERSION)]
    UnknownVersion(i64),
    /// The body is not JSON.
    #[error("duel record is not JSON: {0}")]
    Json(#[source] serde_json::Error),
    /// The upgraded body does not read as a duel.
    #[error("duel record v{version} does not read as a duel: {source}")]
    Shape {
        version: u32,
        #[source]
        source: serde_json::Error,
    },
}

/// The codec between the live duel and its stored record.
pub struct DuelRecord;

impl DuelRecord {
    /// The version [`DuelRecord::encode`] writes.
    pub const VERSION: u32 = 2;

    /// The record of `duel` at the latest version, as the text a store keeps.
    pub fn encode(duel: &Duel) -> (u32, String) {
        // Plain data with string keys: serializing cannot fail.
        (Self::VERSION, serde_json::to_string(duel).unwrap_or_default())
    }

    /// The live duel from a stored record of any version this build knows, at `revision`.
    pub fn decode(version: i64, body: &str, revision: i64) -> Result<Duel, DuelRecordError> {
        let known = u32::try_from(version).map_err(|_| DuelRecordError::UnknownVersion(version))?;
        let body: Value = serde_json::from_str(body).map_err(DuelRecordError::Json)?;
        let latest = upgrade(known, body)?;
        let mut duel: Duel = serde_json::from_value(latest)
            .map_err(|source| DuelRecordError::Shape { version: known, source })?;
        duel.revision = revision;
        Ok(duel)
    }
}

/// Upgrades a body of `version` to the latest layout, one version step at a time.
fn upgrade(version: u32, body: Value) -> Result<Value, DuelRecordError> {
    match version {
        DuelRecord::VERSION => Ok(body),
        // Every version-1 duel was rated by its outcome alone (the field's default).
        1 => upgrade(2, body),
        other => Err(DuelRecordError::UnknownVersion(i64::from(other))),
    }
}

#[cfg(test)]
mod tests {
    use chrono::{TimeZone, Utc};

    use super::*;
    use crate::drills::{ChatKey, GroupId, MemberId, Platform};
    use crate::duel::{DuelId, Side};
    use crate::session::UserKey;

    fn duel() -> Duel {
        let side = Side::new(MemberId("telegram:1".into()), "@ann", UserKey::new("telegram", "1"));
        Duel::challenge(
            DuelId("D1".into()),
            GroupId("g1".into()),
            ChatKey::new(Platform::Telegram, "-1"),
            side,
            None,
            "two-sum",
            Utc.with_ymd_and_hms(2026, 6, 1, 12, 0, 0).unwrap(),
        )
    }

    #[test]
    fn duel_record_round_trips_and_takes_the_revision_from_the_row() {
        let d = duel();
        let (version, body) = DuelRecord::encode(&d);
        assert!(!body.contains("revision"), "the revision is the row's column: {body}");
        let back = DuelRecord::decode(i64::from(version), &body, 7).unwrap();
        assert_eq!(back, Duel { revision: 7, ..d });
    }

    #[test]
    fn duel_record_of_an_unknown_newer_version_is_a_typed_error() {
        let (version, body) = DuelRecord::encode(&duel());
        let newer = i64::from(version) + 1;
        let err = DuelRecord::decode(newer, &body, 1).unwrap_err();
        assert!(matches!(err, DuelRecordError::UnknownVersion(v) if v == newer), "{err}");
        assert!(matches!(
            DuelRecord::decode(-1, &body, 1),
            Err(DuelRecordError::UnknownVersion(-1))
        ));
        assert!(matches!(DuelRecord::decode(1, "{}", 1), Err(DuelRecordError::Shape { .. })));
    }

    #[test]
    fn a_version_1_duel_reads_as_rated_by_its_outcome() {
        let (_, body) = DuelRecord::encode(&duel());
        let mut v1: Value = serde_json::from_str(&body).unwrap();
        v1.as_object_mut().unwrap().remove("over_pair_cap");
        let back = DuelRecord::decode(1, &v1.to_string(), 3).unwrap();
        assert_eq!(back, Duel { revision: 3, ..duel() });
    }
}
