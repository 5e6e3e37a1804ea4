//! The app built in-process through `App::build_with`, as the binary builds it: one object graph
//! per process — the engine and the three group services hold one store, one problem bank, one
//! fair queue (so one executor) and one set of problem locks, with or without the LLM
//! interviewer — and the test knobs, from the configuration's `[testing]` section or from the
//! overrides, reach the services.

use std::sync::Arc;
use std::time::Duration;

use mashang::app::{App, Overrides};
use mashang::config::TestingConfig;
use mashang_core::wiring::Wiring;

use crate::support::{Unreachable, config, problem_bank};

/// No sandbox: the graph is the subject here, not judging.
fn no_sandbox() -> Overrides {
    Overrides { executor: Some(Arc::new(Unreachable)), ..Overrides::default() }
}

/// Asserts that every service of `app` holds the engine's store, queue and bank and the drills'
/// locks; returns the engine's wiring.
fn one_graph(app: &App) -> Wiring {
    let wiring = app.services.wiring();
    let engine = wiring[0].1;
    let drills = wiring[1].1;
    assert!(engine.bank.is_some(), "the engine's questions are the app's bank");
    for (name, w) in wiring {
        assert_eq!(w.store, engine.store, "{name} keeps its records in the engine's store");
        assert_eq!(w.queue, engine.queue, "{name} judges through the engine's queue");
        assert_eq!(w.bank, engine.bank, "{name} draws from the engine's bank");
        if name != "engine" {
            assert_eq!(w.members, Some(engine.store), "{name} reads members from that store");
        }
    }
    assert!(engine.locks.is_some(), "the engine honours the group services' locks");
    assert_eq!(engine.locks, drills.locks, "the engine and the drills share one set of locks");
    engine
}

#[tokio::test]
async fn the_engine_and_the_group_services_share_one_store_bank_and_queue() {
    let (plain_dir, llm_dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let plain = App::build_with(config(plain_dir.path()), no_sandbox()).await.unwrap();
    let plain_wiring = one_graph(&plain);

    // With the LLM interviewer its live bank sits on top of the one bank (no model is called).
    let mut cfg = config(llm_dir.path());
    cfg.settings.llm_base_url = Some("http://127.0.0.1:9/v1".into());
    cfg.settings.llm_model = Some("scripted".into());
    let with_llm = App::build_with(cfg, no_sandbox()).await.unwrap();
    let llm_wiring = one_graph(&with_llm);

    // Two apps are two graphs: the addresses compared above are the objects', not a constant.
    assert_ne!(plain_wiring.store, llm_wiring.store);
    assert_ne!(plain_wiring.queue, llm_wiring.queue);
    assert_ne!(plain_wiring.bank, llm_wiring.bank);
}

#[tokio::test]
async fn the_testing_knobs_of_the_configuration_and_of_the_overrides_reach_the_services() {
    let dir = tempfile::tempdir().unwrap();
    let mut cfg = config(dir.path());
    cfg.settings.testing = TestingConfig {
        duel_tick_ms: Some(200),
        drill_tick_ms: Some(100),
        ..TestingConfig::default()
    };
    let overrides = Overrides {
        drill_tick: Some(Duration::from_millis(7)),
        bank: Some(problem_bank()),
        ..no_sandbox()
    };
    let app = App::build_with(cfg, overrides).await.unwrap();
    let s = &app.services;
    assert_eq!(s.duels.tick_every(), Duration::from_millis(200), "the configuration's");
    assert_eq!(s.pairs.tick_every(), Duration::from_millis(200), "on the duels' period");
    assert_eq!(s.drills.scheduler_period(), Duration::from_millis(7), "the override's");

    let dir = tempfile::tempdir().unwrap();
    let shipped = App::build_with(
        config(dir.path()),
        Overrides { bank: Some(problem_bank()), ..no_sandbox() },
    )
    .await
    .unwrap();
    let minute = Duration::from_secs(60);
    assert_eq!(shipped.services.duels.tick_every(), minute, "unset: production's");
    assert_eq!(shipped.services.drills.scheduler_period(), minute);
}

#[tokio::test]
async fn a_crash_point_that_does_not_parse_stops_the_build() {
    let dir = tempfile::tempdir().unwrap();
    let mut cfg = config(dir.path());
    cfg.settings.testing.crash_at = Some("sent#0".into());
    let built =
        App::build_with(cfg, Overrides { bank: Some(problem_bank()), ..no_sandbox() }).await;
    let err = built.err().expect("a bad crash point is refused");
    assert!(err.downcast_ref::<mashang_core::crashpoint::BadSpec>().is_some(), "{err:#}");
}
