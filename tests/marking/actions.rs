//! The marking property under what pupils do to their files: besides
//! filling in each puzzle (see `class.rs`), a pupil types a word into one
//! cell, "12" into another, deletes one P sheet, renames one, swaps the
//! names of two, inserts a row above a grid, and may delete the hidden
//! Key. Marked against the teacher's file (`check --key`), each grid is
//! found by its givens: every grid not deleted is marked as a direct
//! comparison with the solution says, a bad cell is named where it lies
//! and counted wrong, and a deleted grid is missing. Without the key (the
//! Key kept), the pupil's own Key gives the same marks.

use std::path::{Path, PathBuf};

use proptest::prelude::{prop_assert, prop_assert_eq, TestCaseError};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use sheetdoku::check::{by_puzzle_found, PuzzleWork, Verdict};
use sheetdoku::model::a1;
use sheetdoku::read::{find_returned, read_key};
use sheetdoku::write::WorksheetDoc;

use super::class::{check_work, class_doc, plan, Class, Expected, Fill};
use crate::cli::pupil::{pupil_saves_with, Action, Typing};

/// What one puzzle's grid went through, besides being filled in.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Done {
    /// Nothing more.
    Nothing,
    /// A text or number that is no digit typed into a free cell.
    Bad { cell: usize, at: String },
    /// Its P sheet deleted.
    Deleted,
    /// Found elsewhere than the key puts it (a sheet renamed, swapped, a
    /// row inserted): where.
    Moved(String),
}

/// The top row of a puzzle's grid on its P sheet and its row step.
fn own_top(doc: &WorksheetDoc, i: usize) -> (usize, usize) {
    match doc.puzzles[i].geometry.needs_label_strip() {
        true => (1, 2),
        false => (0, 1),
    }
}

/// A cell of puzzle `i` that is neither a given nor typed.
fn free_cell(doc: &WorksheetDoc, i: usize, e: &Expected, rng: &mut ChaCha8Rng) -> Option<usize> {
    let p = &doc.puzzles[i];
    let n = p.geometry.size();
    let mut free: Vec<usize> = (0..n * n)
        .filter(|&c| p.givens.get(c) == 0 && !e.cells.contains(&c))
        .collect();
    free.shuffle(rng);
    free.first().copied()
}

/// The pupil's actions on a class of `count` puzzles, and per puzzle what
/// they did to it; whether the Key is deleted.
fn actions_for(
    doc: &WorksheetDoc,
    expected: &mut [(Fill, Expected)],
    rng: &mut ChaCha8Rng,
) -> (Vec<Action>, Vec<Done>, bool) {
    let count = doc.puzzles.len();
    let mut done = vec![Done::Nothing; count];
    // Puzzles typed on their P sheet only (a grid typed on the printed page
    // is counted there whatever happens to its P sheet).
    let mut order: Vec<usize> = (0..count)
        .filter(|&i| !matches!(expected[i].0, Fill::Printed | Fill::Both))
        .collect();
    order.shuffle(rng);
    let mut next = order.into_iter();
    let mut actions = Vec::new();
    let name = |i: usize| format!("P{}", i + 1);
    for what in ["word", "twelve"] {
        let Some(i) = next.next() else { break };
        let Some(c) = free_cell(doc, i, &expected[i].1, rng) else {
            continue;
        };
        let n = doc.puzzles[i].geometry.size();
        let (top, step) = own_top(doc, i);
        let at = (top + step * (c / n), c % n);
        let too_big = if n < 12 { 12.0 } else { (n + 1) as f64 };
        actions.push(match what {
            "word" => Action::Text(name(i), at, "seven".to_string()),
            _ => Action::Number(name(i), at, too_big),
        });
        let e = &mut expected[i].1;
        e.typed += 1;
        if e.verdict != Verdict::Clash {
            e.verdict = Verdict::WrongDigits;
        }
        done[i] = Done::Bad {
            cell: c,
            at: format!("{}!{}", name(i), a1(at.0, at.1)),
        };
    }
    if let Some(i) = next.next() {
        actions.push(Action::Delete(name(i)));
        done[i] = Done::Deleted;
    }
    if let Some(i) = next.next() {
        let to = format!("Mine {}", i + 1);
        actions.push(Action::Rename(name(i), to.clone()));
        done[i] = Done::Moved(format!("{to}!A{}", own_top(doc, i).0 + 1));
    }
    if let (Some(i), Some(j)) = (next.next(), next.next()) {
        actions.push(Action::Swap(name(i), name(j)));
        done[i] = Done::Moved(format!("{}!A{}", name(j), own_top(doc, i).0 + 1));
        done[j] = Done::Moved(format!("{}!A{}", name(i), own_top(doc, j).0 + 1));
    }
    if let Some(i) = next.next() {
        actions.push(Action::InsertRow(name(i), 0));
        done[i] = Done::Moved(format!("{}!A{}", name(i), own_top(doc, i).0 + 2));
    }
    let key_deleted = rng.random_bool(0.5);
    if key_deleted {
        actions.push(Action::Delete("Key".to_string()));
    }
    (actions, done, key_deleted)
}

/// A worksheet of `count` random puzzles, filled in and acted on by a pupil
/// in both formats, `resave`d, and marked against the teacher's file and
/// (when the Key is kept) against the pupil's own.
pub fn mark_a_class_after_actions(
    seed: u64,
    count: usize,
    per_page: usize,
    resave: &dyn Fn(&Path) -> PathBuf,
) -> Result<(), TestCaseError> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let doc = class_doc(&mut rng, Class::Mixed, count, per_page);
    let dir = tempfile::tempdir().unwrap();
    for ext in ["xlsx", "ods"] {
        let teacher = dir.path().join(format!("class.{ext}"));
        sheetdoku::write::write_worksheet(&teacher, &doc).unwrap();
        let (edits, mut expected) = plan(&doc, &teacher, &mut rng);
        let (actions, done, key_deleted) = actions_for(&doc, &mut expected, &mut rng);
        let returned = dir.path().join(format!("pupil.{ext}"));
        let typing: Vec<Typing> = edits
            .iter()
            .map(|(sheet, origin, typed)| Typing {
                sheet,
                origin: Some(*origin),
                typed,
            })
            .collect();
        pupil_saves_with(&teacher, &returned, &typing, &actions);
        let returned = resave(&returned);
        let key = read_key(&teacher).unwrap().expect("the teacher's key");
        let mut ways = vec![("--key", Some(key))];
        if !key_deleted {
            ways.push(("own key", None));
        }
        for (way, key) in &ways {
            let found = find_returned(&returned, key.as_deref())
                .unwrap()
                .expect("a workbook");
            let works = by_puzzle_found(found);
            let what = format!("{ext}, {way}, {actions:?}");
            prop_assert_eq!(works.len(), count, "{}", what);
            for (i, work) in works.iter().enumerate() {
                let (fill, e) = &expected[i];
                let k = i + 1;
                match (work, &done[i]) {
                    (PuzzleWork::Missing { puzzle, names }, Done::Deleted) => {
                        prop_assert_eq!(*puzzle, k, "{}", what);
                        prop_assert!(names.contains(&format!("P{k}")), "{}: {:?}", what, names);
                    }
                    (PuzzleWork::Marked(w), d) if *d != Done::Deleted => {
                        check_work(&format!("{what}, {d:?}"), k, w, *fill, e)?;
                        let m = w.counted.mark();
                        match d {
                            Done::Bad { cell, at } => {
                                prop_assert_eq!(&m.bad, &vec![*cell], "{}", what);
                                // Named where it lies (and, on a killer's
                                // sheet, as the grid names it).
                                let bad = &w.counted.bad[0];
                                prop_assert!(
                                    bad.at == *at || bad.at.starts_with(&format!("{at} (")),
                                    "{}: {} for {}",
                                    what,
                                    bad.at,
                                    at
                                );
                            }
                            Done::Moved(at) => {
                                prop_assert!(m.bad.is_empty(), "{}", what);
                                prop_assert_eq!(w.counted.found_at.as_ref(), Some(at), "{}", what);
                            }
                            Done::Nothing | Done::Deleted => {
                                prop_assert!(m.bad.is_empty(), "{}", what);
                                prop_assert_eq!(&w.counted.found_at, &None, "{}", what);
                            }
                        }
                    }
                    // Away from home, a grid that fits puzzles with the
                    // same solution alike, in a file that shows no bold
                    // givens (saved values only), is not marked as any of
                    // them: the teacher is asked.
                    (PuzzleWork::Undecided { with, .. }, Done::Deleted | Done::Moved(_)) => {
                        let solution = &doc.puzzles[i].solution;
                        for &j in with {
                            prop_assert_eq!(&doc.puzzles[j - 1].solution, solution, "{}", what);
                        }
                        prop_assert!(!with.is_empty(), "{}", what);
                    }
                    (other, d) => {
                        prop_assert!(false, "{}: puzzle {} ({:?}): {:?}", what, k, d, other);
                    }
                }
            }
        }
    }
    Ok(())
}
