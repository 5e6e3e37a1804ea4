//! An `Instant` written down as the wall-clock time it stands for, so a journaled turn read back
//! after a restart knows how old its interaction token is (`Instant`s do not survive a process).

use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Deserializer, Serializer};

/// Milliseconds since the epoch, now.
pub(crate) fn now_ms() -> i64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_millis() as i64)
}

/// The `Instant` of the wall-clock time `ms` (now, if `ms` is in the future or too old to map).
pub(crate) fn instant_of(ms: i64) -> Instant {
    let age = Duration::from_millis(now_ms().saturating_sub(ms).max(0) as u64);
    Instant::now().checked_sub(age).unwrap_or_else(Instant::now)
}

/// `#[serde(with = "crate::wall")]`: an `Instant` as milliseconds since the epoch.
pub(crate) fn serialize<S: Serializer>(at: &Instant, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_i64(now_ms() - at.elapsed().as_millis() as i64)
}

pub(crate) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Instant, D::Error> {
    i64::deserialize(d).map(instant_of)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_instant_read_back_is_as_old_as_it_was_written() {
        #[derive(serde::Serialize, serde::Deserialize)]
        struct At(#[serde(with = "crate::wall")] Instant);
        let ten_minutes_ago = Instant::now() - Duration::from_secs(600);
        let json = serde_json::to_string(&At(ten_minutes_ago)).unwrap();
        let At(back) = serde_json::from_str(&json).unwrap();
        let age = back.elapsed();
        assert!(age >= Duration::from_secs(599) && age < Duration::from_secs(660), "{age:?}");
    }
}
