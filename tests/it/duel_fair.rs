//! Duel rules a hostile member would bend, through the core service on both store backends:
//! a second account that accepts and gives up at once earns nobody a rating; a pair of accounts
//! cannot farm a rating (a daily cap of rated duels per pair); a display name made to look like
//! someone's handle names nobody, a handle two members carry is refused rather than guessed; and
//! a stranger holding a group's duel id cannot take it from a DM.

use std::sync::Arc;

use chrono::Duration;
use mashang_core::drills::{ManualClock, Member, MemberId};
use mashang_core::duel::rules::{RATED_PER_PAIR_PER_DAY, UNRATED_FORFEIT_MINUTES};

use crate::backends::backends;
use crate::drills_fixture::{at, caller, junior_bank, open_on, say, tg_chat};
use crate::duel_flow::{all, duel, duel_id, duels, in_private};

#[tokio::test]
async fn quick_forfeits_and_a_pairs_extra_duels_of_the_day_move_no_rating_on_both_backends() {
    let test = "duel_fair::quick_forfeits_and_a_pairs_extra_duels_of_the_day_move_no_rating";
    for db in backends(test).await {
        let clock = Arc::new(ManualClock::new(at("UTC", 2026, 6, 1, 12, 0)));
        let bank = junior_bank();
        let env = open_on(db.drills.clone(), clock.clone(), bank.clone());
        let d = duels(db.duels.clone(), db.drills.clone(), clock.clone(), bank.clone());
        let ann = caller("telegram", "1", "@ann", Some(tg_chat()));
        let sock = caller("telegram", "2", "@sock", Some(tg_chat()));
        say(&env, &ann, "/drill config name=Owls").await;
        say(&env, &sock, "/drill").await;

        // Accepted and given up at once: Ann wins, but nobody's rating moves.
        let id = duel_id(&duel(&d, &ann, "/duel @sock").await);
        duel(&d, &sock, &format!("/duel accept {id}")).await;
        clock.advance(Duration::minutes(UNRATED_FORFEIT_MINUTES) - Duration::seconds(1));
        let quick = all(&duel(&d, &sock, "/duel forfeit").await);
        assert!(quick.contains("@ann wins") && quick.contains("(unrated)"), "{quick}");
        let board = all(&duel(&d, &ann, "/duelboard").await);
        assert!(board.contains("No rated duels"), "a quick forfeit was rated: {board}");

        // Forfeits after the first minutes are rated, but only the pair's first few of a day.
        for n in 0..=RATED_PER_PAIR_PER_DAY {
            let id = duel_id(&duel(&d, &ann, "/duel @sock").await);
            duel(&d, &sock, &format!("/duel accept {id}")).await;
            clock.advance(Duration::minutes(UNRATED_FORFEIT_MINUTES));
            let out = all(&duel(&d, &sock, "/duel forfeit").await);
            let capped = out.contains("Unrated: these two have played");
            assert_eq!(capped, n == RATED_PER_PAIR_PER_DAY, "duel {n}: {out}");
        }
        let board = all(&duel(&d, &ann, "/duelboard").await);
        let wins = format!("({RATED_PER_PAIR_PER_DAY}W 0L 0D)");
        assert!(board.contains("@ann — ") && board.contains(&wins), "{board}");

        // A day later the pair may play rated again.
        clock.advance(Duration::hours(24));
        let id = duel_id(&duel(&d, &ann, "/duel @sock").await);
        duel(&d, &sock, &format!("/duel accept {id}")).await;
        clock.advance(Duration::minutes(UNRATED_FORFEIT_MINUTES));
        let out = all(&duel(&d, &sock, "/duel forfeit").await);
        assert!(!out.contains("Unrated"), "{:?}: {out}", db.kind);
    }
}

#[tokio::test]
async fn names_never_stand_for_handles_and_strangers_cannot_take_a_groups_duel_on_both_backends() {
    let test = "duel_fair::names_never_stand_for_handles_and_strangers_cannot_take_a_groups_duel";
    for db in backends(test).await {
        let clock = Arc::new(ManualClock::new(at("UTC", 2026, 6, 1, 12, 0)));
        let bank = junior_bank();
        let env = open_on(db.drills.clone(), clock.clone(), bank.clone());
        let d = duels(db.duels.clone(), db.drills.clone(), clock.clone(), bank.clone());
        let ann = caller("telegram", "1", "@ann", Some(tg_chat()));
        let user8 = caller("telegram", "8", "@user8", Some(tg_chat()));
        // No username; first name "@user8": joins the group before the real @user8 does.
        let mut impostor = caller("telegram", "3", "@user8", Some(tg_chat()));
        impostor.handle = None;
        say(&env, &ann, "/drill config name=Owls").await;
        say(&env, &impostor, "/drill").await;
        say(&env, &user8, "/drill").await;

        let challenge = duel(&d, &ann, "/duel @user8").await;
        let id = duel_id(&challenge);
        let taken = all(&duel(&d, &impostor, &format!("/duel accept {id}")).await);
        assert!(taken.contains("for someone else"), "the impostor took it: {taken}");
        let shown = db.drills.member(&MemberId("telegram:3".into())).await.unwrap().unwrap();
        assert_eq!(shown.name, "＠user8", "a display name never shows an ASCII @");
        duel(&d, &ann, &format!("/duel decline {id}")).await;

        // A handle that changed hands: two members still shown as @bob. Refused, not guessed.
        for id in ["20", "21"] {
            let m = MemberId(format!("telegram:{id}"));
            let bob = Member {
                id: m.clone(),
                name: "@bob".into(),
                tz: chrono_tz::Tz::UTC,
                locale: mashang_i18n::Locale::En,
                daily_practice: false,
                tz_next: None,
            };
            db.drills.save_member(&bob).await.unwrap();
            let g = db.drills.group_by_chat(&tg_chat()).await.unwrap().unwrap();
            db.drills.join(&g.id, &m).await.unwrap();
        }
        let ambiguous = all(&duel(&d, &ann, "/duel @bob").await);
        assert!(ambiguous.contains("More than one member"), "{ambiguous}");

        // A stranger (never wrote in the group) with the duel's id, from a DM: refused.
        let open = duel_id(&duel(&d, &ann, "/duel").await);
        let stranger = caller("telegram", "99", "@stranger", None);
        let out = all(&duel(&d, &in_private(&stranger), &format!("/duel accept {open}")).await);
        assert!(out.contains("only its members"), "{:?}: {out}", db.kind);
        // A member may, from a DM.
        let out = all(&duel(&d, &in_private(&user8), &format!("/duel accept {open}")).await);
        assert!(out.contains("Duel against"), "{out}");
    }
}
