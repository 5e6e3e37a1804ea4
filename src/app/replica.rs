//! This process among the replicas on one database: its liveness lease (`replica:<id>`), taken
//! before the front ends start and renewed every third of `lease_secs`. Another replica claims
//! this one's unanswered turns only once the lease has expired (see `Store::journal_claim`).

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use mashang_core::ports::{REPLICA_LEASE_PREFIX, Replicas};

use crate::config::Settings;

/// How long the replica's leases last without renewal.
pub fn lease_ttl(s: &Settings) -> Duration {
    Duration::from_secs(s.lease_secs.max(1))
}

/// Takes the liveness lease now, then renews it in the background for the life of the process.
pub async fn start_heartbeat(replicas: Arc<dyn Replicas>, s: &Settings) {
    let name = format!("{REPLICA_LEASE_PREFIX}{}", s.replica());
    let ttl = lease_ttl(s);
    let health = crate::app::health::path_in(&s.data_dir);
    beat(replicas.as_ref(), &name, ttl, &health).await;
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(ttl / 3);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        tick.tick().await;
        loop {
            tick.tick().await;
            beat(replicas.as_ref(), &name, ttl, &health).await;
        }
    });
}

/// Renews the lease; on success also the liveness file `mashang health` reads (a replica whose
/// database stopped answering turns unhealthy when its lease would expire).
async fn beat(replicas: &dyn Replicas, name: &str, ttl: Duration, health: &Path) {
    match replicas.hold(name, ttl).await {
        Ok(true) => {
            if let Err(e) = crate::app::health::beat(health, ttl) {
                tracing::warn!(file = %health.display(), error = %e, "could not write the liveness file");
            }
        }
        Ok(false) => tracing::error!(
            lease = name,
            "another live process uses this replica_id; give each replica its own (MASHANG_REPLICA_ID)"
        ),
        Err(e) => tracing::warn!(lease = name, error = %e, "could not renew the replica's lease"),
    }
}
