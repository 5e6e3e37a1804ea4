//! This process among the replicas on one database: its liveness lease (`replica:<id>`), taken
//! before the front ends start and renewed every third of `lease_secs`. Another replica claims
//! this one's unanswered turns only once the lease has expired (see `Store::journal_claim`).

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
    beat(replicas.as_ref(), &name, ttl).await;
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(ttl / 3);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        tick.tick().await;
        loop {
            tick.tick().await;
            beat(replicas.as_ref(), &name, ttl).await;
        }
    });
}

async fn beat(replicas: &dyn Replicas, name: &str, ttl: Duration) {
    match replicas.hold(name, ttl).await {
        Ok(true) => {}
        Ok(false) => tracing::error!(
            lease = name,
            "another live process uses this replica_id; give each replica its own (MASHANG_REPLICA_ID)"
        ),
        Err(e) => tracing::warn!(lease = name, error = %e, "could not renew the replica's lease"),
    }
}
