//! A hosted table's writes: an entry set or cleared for a seat, the round
//! saved (through `app::games::save_round`, the round form's own save),
//! undo, the settings, a seat freed, the scorekeeper's card. Each is one
//! transaction with its idempotency key, its audit row and the change
//! counter; each asks [`super::perm`] first.

use super::*;

pub(super) fn check_key(key: &str) -> Answer<()> {
    if key.trim().is_empty() || key.len() > MAX_KEY {
        return Err(Refusal::BadRequest(
            Said::new("table-why-key-bad").arg("max", MAX_KEY),
        ));
    }
    Ok(())
}

/// A write of `device`'s in one transaction: when its `key` was applied
/// before, the first answer and nothing else (`false`: not applied now);
/// otherwise `act` reads, judges and writes, and its answer is kept with the
/// key (`true`). A refusal by `act` leaves nothing.
pub(super) fn keyed(
    db: &Db,
    device: &Device,
    key: Option<&str>,
    act: impl FnOnce(&Tx) -> Answer<Done>,
) -> Answer<(Done, bool)> {
    if let Some(k) = key {
        check_key(k)?;
    }
    db.write(|tx| {
        if let Some(k) = key {
            if let Some(first) = tx.applied(device.id, k)? {
                // A kept answer, as written (an unreadable one: no fields).
                return Ok((serde_json::from_str(&first).unwrap_or_default(), false));
            }
        }
        let done = act(tx)?;
        if let Some(k) = key {
            tx.keep_answer(device.id, k, &crate::formats::wire::to_text(&done))?;
        }
        Ok((done, true))
    })
}

/// Raises hosted `game`'s change counter; returns the new value.
pub(super) fn bump(tx: &Tx, game: GameId) -> Answer<i64> {
    Ok(tx
        .bump_version(game)?
        .ok_or_else(|| DbError::Invalid("this game is not hosted".into()))?)
}

/// Sets (`Some`) or clears (`None`) seat `seat`'s entry of round `round`
/// for `device`, with its row in the audit trail (`entry set`, `entry
/// corrected`, `entry cleared`; nothing cleared: no row).
pub(super) fn put_entry(
    tx: &Tx,
    game: GameId,
    device: &Device,
    round: usize,
    seat: usize,
    entry: Option<&str>,
) -> Answer<()> {
    let old = tx.put_entry(game, round, seat, entry, &device.label)?;
    let what = match (entry, &old) {
        (Some(_), Some(_)) => "entry corrected",
        (Some(_), None) => "entry set",
        (None, Some(_)) => "entry cleared",
        (None, None) => return Ok(()),
    };
    let old = old.as_deref();
    Ok(tx.audit(
        game,
        Some(round),
        Some(seat),
        &device.label,
        what,
        old,
        entry,
    )?)
}

/// A write's answer that says only the new change counter.
pub(super) fn versioned(version: i64) -> Done {
    Done {
        version,
        ..Done::default()
    }
}

/// The seat `device` may write in `round` of `rec`: its own (a player), any
/// (the host, which names it); nobody writes another round.
pub(super) fn writable_seat(
    rec: &GameRecord,
    device: &Device,
    seat: Option<usize>,
    round: usize,
) -> Answer<usize> {
    let seat = match device.role {
        Role::Player => {
            let own = device
                .seat
                .ok_or_else(|| Refusal::Forbidden(Said::new("table-why-seat-lost")))?;
            let act = match seat {
                Some(s) if s != own => Act::EnterAny,
                _ => Act::EnterOwn,
            };
            perm::check(device, act)?;
            own
        }
        _ => {
            perm::check(device, Act::EnterAny)?;
            seat.ok_or_else(|| Refusal::BadRequest(Said::new("table-why-seat-unnamed")))?
        }
    };
    if seat >= rec.sheet.seats() {
        return Err(Refusal::BadRequest(
            Said::new("table-why-no-seat").arg("seat", seat),
        ));
    }
    check_round(rec, round)?;
    Ok(seat)
}

pub(super) fn check_round(rec: &GameRecord, round: usize) -> Answer<()> {
    if rec.is_finished() {
        return Err(Refusal::Conflict(Said::new("table-why-game-finished")));
    }
    let current = rec.sheet.rounds.len();
    if round != current {
        return Err(Refusal::Conflict(
            Said::new("table-why-round-moved")
                .arg("now", current + 1)
                .arg("sent", round + 1),
        ));
    }
    Ok(())
}

/// Judges one player's input for round `idx` exactly as the round form's
/// save does ([`Scoresheet::accept`]): the round as it would be with this
/// player's input and every other hand typed as 0 (the player who went
/// out makes it a round with a winner, otherwise it is taken as blocked),
/// so only this player's input can be refused; `marker_up`: the seat's
/// marker was up (refused where the game has no open-marker penalty).
/// Returns the points the hand counts and the tiles the engine makes of it.
pub fn judge_entry(
    sheet: &Scoresheet,
    idx: usize,
    seat: usize,
    input: &PlayerInput,
    marker_up: bool,
) -> Result<(u32, Option<Vec<Tile>>), crate::rules::EntryError> {
    let players = (0..sheet.seats())
        .map(|s| {
            if s == seat {
                input.clone()
            } else {
                PlayerInput::typed("0")
            }
        })
        .collect();
    let probe = RoundInput {
        starter: Some(seat),
        blocked: !input.out,
        players,
        markers_up: if marker_up { vec![seat] } else { vec![] },
    };
    let e = sheet.accept(idx, &probe)?;
    // What the hand counts, without the going-out bonus.
    let hand = u32::try_from(e.hand_points(seat, &sheet.spec.rules())).unwrap_or(0);
    Ok((hand, e.tiles[seat].clone()))
}

/// Refuses (403) a scorekeeper a seat whose hand of `round` the seat's own
/// phone entered: only that phone or the host changes it.
pub(super) fn keeper_spares_phones(
    tx: &Tx,
    game: GameId,
    device: &Device,
    round: usize,
    seat: usize,
) -> Answer<()> {
    if device.role != Role::Scorekeeper {
        return Ok(());
    }
    let by_phone = tx
        .table_entries(game, round)?
        .into_iter()
        .filter(|e| e.seat == seat)
        .filter_map(|e| serde_json::from_str::<Kept>(&e.entry).ok())
        .any(|k| k.phone);
    if by_phone {
        let name = tx
            .game(game)?
            .sheet
            .spec
            .players
            .get(seat)
            .cloned()
            .unwrap_or_default();
        return Err(Refusal::Forbidden(
            Said::new("table-why-keeper-phone-hand").arg("name", name),
        ));
    }
    Ok(())
}

/// `PUT /api/entry`: sets or corrects an entry of the current round.
pub fn set_entry(db: &Db, game: GameId, device: &Device, req: &EntryRequest) -> Answer<Done> {
    let (done, _) = keyed(db, device, Some(&req.key), |tx| {
        let rec = tx.game(game)?;
        let seat = writable_seat(&rec, device, req.seat, req.round)?;
        keeper_spares_phones(tx, game, device, req.round, seat)?;
        let total = match &req.total {
            None | Some(Value::Null) => None,
            Some(Value::String(s)) => Some(s.clone()),
            // A whole number past u64 comes as a float (1e300): its digits.
            Some(Value::Number(n)) => Some(match n.as_f64() {
                Some(f) if n.is_f64() && f >= 0.0 && f.fract() == 0.0 => format!("{f:.0}"),
                _ => n.to_string(),
            }),
            Some(_) => return Err(Refusal::BadRequest(Said::new("table-why-total-not-number"))),
        };
        let input = PlayerInput {
            out: req.out,
            tiles: req
                .tiles
                .as_ref()
                .map(|ts| ts.iter().map(|t| Tile::new(t[0], t[1])).collect()),
            total,
        };
        let (points, tiles) = judge_entry(&rec.sheet, req.round, seat, &input, req.marker_up)
            .map_err(|e| Refusal::Refused(e.said()))?;
        let kept = Kept {
            tiles: tiles.map(|ts| pairs(&ts)),
            total: points,
            out: req.out,
            marker_up: req.marker_up,
            phone: device.role == Role::Player,
        };
        let text = kept.text()?;
        let version = bump(tx, game)?;
        put_entry(tx, game, device, req.round, seat, Some(&text))?;
        Ok(Done {
            version,
            entry: Some(kept.entry(seat, device.label.clone(), None)),
            ..Done::default()
        })
    })?;
    Ok(done)
}

/// `DELETE /api/entry`: clears an entry of the current round.
pub fn clear_entry(db: &Db, game: GameId, device: &Device, req: &ClearRequest) -> Answer<Done> {
    let (done, _) = keyed(db, device, Some(&req.key), |tx| {
        let rec = tx.game(game)?;
        let seat = writable_seat(&rec, device, req.seat, req.round)?;
        keeper_spares_phones(tx, game, device, req.round, seat)?;
        let version = bump(tx, game)?;
        put_entry(tx, game, device, req.round, seat, None)?;
        Ok(versioned(version))
    })?;
    Ok(done)
}

/// `POST /api/round`: saves the current round from the entries, with
/// [`games::save_round`], the round form's own save, and table mode's
/// bookkeeping in the same transaction. The host may always; a player only
/// when the host let the last player save and every seat has entered.
pub fn save_round(db: &Db, game: GameId, device: &Device, req: &SaveRequest) -> Answer<Done> {
    let (done, fresh) = keyed(db, device, Some(&req.key), |tx| {
        // Who may, before what the round is: a read-only link hears so.
        perm::check(device, Act::Save)?;
        let h = hosted(tx.hosting(game)?)?;
        let rec = tx.game(game)?;
        check_round(&rec, req.round)?;
        let entries = tx.table_entries(game, req.round)?;
        match device.role {
            Role::Player if !h.last_player_saves => {
                return Err(Refusal::Forbidden(Said::new("table-why-host-saves")))
            }
            Role::Player if entries.len() < rec.sheet.seats() => {
                return Err(Refusal::Forbidden(Said::new("table-why-wait-for-all")))
            }
            _ => {}
        }
        let mut players = vec![PlayerInput::default(); rec.sheet.seats()];
        let mut markers_up = vec![];
        for e in &entries {
            let k: Kept =
                serde_json::from_str(&e.entry).map_err(|x| DbError::Invalid(x.to_string()))?;
            if let Some(p) = players.get_mut(e.seat) {
                *p = k.input();
                if k.marker_up {
                    markers_up.push(e.seat);
                }
            }
        }
        let input = RoundInput {
            starter: req.starter,
            blocked: req.blocked,
            players,
            markers_up,
        };
        let saved = games::save_round(tx, &rec, &input, &device.label)?;
        Ok(Done {
            version: hosted_version(saved.version)?,
            saved: Some(saved.index),
            finished: Some(saved.finishes),
            ..Done::default()
        })
    })?;
    if fresh && done.finished == Some(true) {
        // As after any finish, once the round is committed.
        games::after_finish(db);
    }
    Ok(done)
}

/// The change counter a round's bookkeeping raised.
pub(super) fn hosted_version(version: Option<i64>) -> Answer<i64> {
    Ok(version.ok_or_else(|| DbError::Invalid("this game is not hosted".into()))?)
}

/// `POST /api/undo` (host): takes back the last round saved or edited,
/// with [`games::undo`]'s own steps and table mode's bookkeeping in the
/// same transaction; a round taken back comes back as the entries of the
/// round being played.
pub fn undo(db: &Db, game: GameId, device: &Device, req: &UndoRequest) -> Answer<Done> {
    let (done, _) = keyed(db, device, Some(&req.key), |tx| {
        perm::check(device, Act::Undo)?;
        let rules = tx.game(game)?.sheet.spec.rules();
        let mut back = vec![];
        let undone = games::undo_in(tx, game, &device.label, |r| {
            back = (0..r.points.len())
                .map(|seat| (seat, Kept::of_round(r, seat, &rules)))
                .collect();
            None
        })?;
        let Some((undone, version)) = undone else {
            return Err(Refusal::Conflict(Said::new("table-why-nothing-to-undo")));
        };
        // The round being played after the undo.
        let current = undone.rounds.len();
        for (seat, kept) in back {
            tx.put_entry(game, current, seat, Some(&kept.text()?), "undone round")?;
        }
        let undone = match undone.action {
            games::UndoneAction::Added(k) | games::UndoneAction::Edited(k) => k,
        };
        Ok(Done {
            version: hosted_version(version)?,
            undone: Some(undone),
            ..Done::default()
        })
    })?;
    Ok(done)
}

/// `POST /api/settings` (host).
pub fn settings(db: &Db, game: GameId, device: &Device, req: &SettingsRequest) -> Answer<Done> {
    perm::check(device, Act::Settings)?;
    let (done, _) = keyed(db, device, None, |tx| {
        let version = bump(tx, game)?;
        tx.set_last_player_saves(game, req.last_player_saves)?;
        Ok(versioned(version))
    })?;
    Ok(done)
}

/// `POST /api/free` (host): the phone holding the seat becomes a
/// spectator, so that another phone can take the seat. Keyed like every
/// other write: a retry after a lost answer must not free the phone that
/// took the seat in between; the same key answers the first answer.
pub fn free_seat(db: &Db, game: GameId, device: &Device, req: &FreeRequest) -> Answer<Done> {
    perm::check(device, Act::Free)?;
    let (done, _) = keyed(db, device, Some(&req.key), |tx| {
        let version = bump(tx, game)?;
        tx.free_seat(game, req.seat)?;
        tx.forget_freed(game, MAX_FREED)?;
        Ok(versioned(version))
    })?;
    Ok(done)
}

/// `POST /api/keeper` (the host, the night's organiser): grants this
/// table a new scorekeeper card (its own secret, not the join key; stored
/// as a hash, good for the table until revoked, and at a club night for the
/// table's next games too), answering its link; or revokes every card of
/// the table, and the phones they made scorekeepers are forgotten.
pub fn keeper_card(
    db: &Db,
    game: GameId,
    device: &Device,
    req: &KeeperRequest,
) -> Answer<KeeperCard> {
    perm::check(device, Act::Organise)?;
    let h = hosting(db, game)?;
    let table = crate::app::night::night_of_game(db, game)?.map(|a| a.table);
    db.write(|tx| {
        let version = bump(tx, game)?;
        if !req.grant {
            tx.drop_devices(game, KEEPER_CARD)?;
            let revoked = tx.drop_devices(game, Role::Scorekeeper.as_str())?;
            return Ok(KeeperCard {
                version,
                link: None,
                revoked,
            });
        }
        let secret = new_token()?;
        tx.insert_device(
            game,
            &token_hash(&secret),
            KEEPER_CARD,
            None,
            "scorekeeper card",
        )?;
        let mut link = format!("/?join={}", h.code);
        if let Some(k) = &h.join_key {
            link.push_str(&format!("&key={k}"));
        }
        if let Some(t) = table {
            link.push_str(&format!("&table={t}"));
        }
        link.push_str(&format!("&keeper={secret}"));
        Ok(KeeperCard {
            version,
            link: Some(link),
            revoked: 0,
        })
    })
}
