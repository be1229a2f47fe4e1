//! `generate --copies K`: every copy a different puzzle (givens and cages
//! as the pupil sees them), and a plain note when a puzzle has fewer
//! different copies than asked for.

use std::collections::HashSet;

use predicates::prelude::*;
use sheetdoku::read::{read_puzzles, ReadOptions};
use sheetdoku::solve::{count_solutions, Count};
use sheetdoku::{Geometry, Grid};
use tempfile::TempDir;

use super::common::sheetdoku;

/// A puzzle as a pupil sees it: its block map and extra regions (labels
/// in the order first met), cages and givens.
type Seen = (Vec<u8>, Vec<u8>, Vec<(Vec<usize>, Option<u32>)>, Grid);

fn seen(g: &Geometry, givens: &Grid) -> Seen {
    let mut cages: Vec<_> = g
        .cages()
        .map(|(_, c)| (c.cells.clone(), c.sum.given()))
        .collect();
    cages.sort();
    (
        first_met(g.block_map(), u8::MAX),
        first_met(g.extra_map(), 0),
        cages,
        givens.clone(),
    )
}

/// A map's labels renumbered in the order they are first met (`none`, the
/// label of no region, kept): two maps of the same regions become equal.
fn first_met(map: &[u8], none: u8) -> Vec<u8> {
    let mut order: Vec<u8> = Vec::new();
    map.iter()
        .map(|&label| {
            if label == none {
                return none;
            }
            if !order.contains(&label) {
                order.push(label);
            }
            order.iter().position(|&l| l == label).unwrap() as u8 + 1
        })
        .collect()
}

/// A killer of `size` made by `generate`, written to `name` in `dir`.
fn killer(dir: &TempDir, size: &str, name: &str) -> std::path::PathBuf {
    let file = dir.path().join(name);
    sheetdoku()
        .args(["generate", "--killer", "--size", size, "--seed", "3", "-o"])
        .arg(&file)
        .assert()
        .success();
    file
}

/// The reported case: a 6x6 killer copied four times gave copies equal to
/// each other or to the original, the same puzzle in other colours. Now
/// every copy is another puzzle, and when the killer has fewer than four
/// (its 2x3 boxes allow no quarter turn, and most row swaps tear a cage)
/// a note says how many it has.
#[test]
fn copies_of_a_6x6_killer_are_different_puzzles_or_a_note_says_how_many_there_are() {
    let dir = TempDir::new().unwrap();
    let k6 = killer(&dir, "6", "k6.txt");
    let original = &read_puzzles(&k6, &ReadOptions::default()).unwrap()[0];
    assert!(original.geometry.cages().next().is_some());
    let copy = |out: &std::path::Path| {
        let run = sheetdoku()
            .args(["generate", "--copies", "4", "--seed", "3", "--from"])
            .arg(&k6)
            .arg("-o")
            .arg(out)
            .assert()
            .success();
        String::from_utf8(run.get_output().stderr.clone()).unwrap()
    };
    let out = dir.path().join("copies.txt");
    let stderr = copy(&out);
    let copies = read_puzzles(&out, &ReadOptions::default()).unwrap();
    assert!((1..=4).contains(&copies.len()), "{}", copies.len());
    let mut looks = HashSet::from([seen(&original.geometry, &original.givens)]);
    for p in &copies {
        assert!(
            looks.insert(seen(&p.geometry, &p.givens)),
            "{:?} repeats the original or a copy",
            p.source
        );
        assert_eq!(
            p.geometry.cages().count(),
            original.geometry.cages().count()
        );
        assert_eq!(
            count_solutions(&p.geometry, &p.givens, 2).unwrap(),
            Count::Exact(1)
        );
    }
    let made = copies.len();
    let note = format!("note: puzzle 1 has only {made} different cop");
    assert_eq!(stderr.contains(&note), made < 4, "{stderr}");
    if made < 4 {
        assert!(
            stderr.contains(&format!("writing {made} of the 4 asked for")),
            "{stderr}"
        );
    }
    // The same seed, the same copies.
    let again = dir.path().join("again.txt");
    copy(&again);
    assert_eq!(
        std::fs::read_to_string(&out).unwrap(),
        std::fs::read_to_string(&again).unwrap()
    );
}

/// A 4x4 killer has at most 127 different copies (128 moves of its cells,
/// digits kept): asked for 130, it gets every one it has, says so, and
/// still succeeds.
#[test]
fn a_puzzle_with_fewer_copies_than_asked_gets_every_one_and_a_note() {
    let dir = TempDir::new().unwrap();
    let k4 = killer(&dir, "4", "k4.txt");
    let out = dir.path().join("copies.txt");
    let run = sheetdoku()
        .args([
            "--json", "generate", "--copies", "130", "--seed", "1", "--from",
        ])
        .arg(&k4)
        .arg("-o")
        .arg(&out)
        .assert()
        .success()
        .stderr(predicate::str::contains("note: puzzle 1 has only "))
        .stderr(predicate::str::contains(" of the 130 asked for"));
    let copies = read_puzzles(&out, &ReadOptions::default()).unwrap();
    assert!(copies.len() < 128 && !copies.is_empty(), "{}", copies.len());
    let stderr = String::from_utf8(run.get_output().stderr.clone()).unwrap();
    let made = copies.len();
    assert!(
        stderr.contains(&format!(
            "note: puzzle 1 has only {made} different copies: every other way to turn, mirror \
             or reorder it gives the same puzzle again or breaks a cage; writing {made} of the \
             130 asked for (for more, copy another puzzle as well)"
        )),
        "{stderr}"
    );
    let stdout = String::from_utf8(run.get_output().stdout.clone()).unwrap();
    let note: serde_json::Value = stdout
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .find(|v| v["kind"] == "note")
        .expect("a note line");
    assert_eq!(note["number"], 1);
    assert_eq!(note["asked"], 130);
    assert_eq!(note["copies"], made);
    let looks: HashSet<Seen> = copies
        .iter()
        .map(|p| seen(&p.geometry, &p.givens))
        .collect();
    assert_eq!(looks.len(), made);
}

/// Copies of generated puzzles (no --from), of every kind asked for: each
/// differs from its original (kept as a comment line) and from the other
/// copies.
#[test]
fn copies_of_generated_puzzles_differ_from_their_original_and_each_other() {
    let dir = TempDir::new().unwrap();
    for (i, args) in [
        &["--size", "4", "--copies", "6"][..],
        &["--variant", "x", "--size", "6", "--copies", "3"][..],
        &["--variant", "jigsaw", "--size", "6", "--copies", "3"][..],
    ]
    .into_iter()
    .enumerate()
    {
        let out = dir.path().join(format!("class{i}.txt"));
        sheetdoku()
            .args(["generate", "--count", "2", "--seed", "5"])
            .args(args)
            .arg("-o")
            .arg(&out)
            .assert()
            .success();
        let text = std::fs::read_to_string(&out).unwrap();
        let copies = read_puzzles(&out, &ReadOptions::default()).unwrap();
        let k: usize = args[args.len() - 1].parse().unwrap();
        assert_eq!(copies.len(), 2 * k, "{text}");
        // The originals, from their comment lines.
        let originals: Vec<&str> = text
            .lines()
            .filter_map(|l| l.split_once(", the original: "))
            .map(|(_, rest)| rest.split("  #").next().unwrap())
            .collect();
        assert_eq!(originals.len(), 2, "{text}");
        for (p, chunk) in originals.iter().zip(copies.chunks(k)) {
            let file = dir.path().join("original.txt");
            std::fs::write(&file, p).unwrap();
            let original = &read_puzzles(&file, &ReadOptions::default()).unwrap()[0];
            let mut looks = HashSet::from([seen(&original.geometry, &original.givens)]);
            for c in chunk {
                assert!(looks.insert(seen(&c.geometry, &c.givens)), "{text}");
            }
        }
    }
}

/// A class set of copies is laid out as versions: copy 1 of every puzzle
/// on version A's pages, copy 2 on version B's, each version from a page
/// of its own whose title names it, so that one pupil gets version A and
/// her neighbour version B; the answer key says which puzzle each is a
/// copy of.
#[test]
fn copies_are_laid_out_as_versions_each_on_its_own_pages() {
    use calamine::{open_workbook_auto, Data, Reader};
    let dir = TempDir::new().unwrap();
    for ext in ["xlsx", "ods"] {
        let out = dir.path().join(format!("class.{ext}"));
        sheetdoku()
            .args([
                "generate",
                "--count",
                "3",
                "--copies",
                "2",
                "--per-page",
                "4",
            ])
            .args(["--seed", "5", "--title", "7.A", "-o"])
            .arg(&out)
            .assert()
            .success();
        let mut book = open_workbook_auto(&out).unwrap();
        let range = book.worksheet_range("Worksheet").unwrap();
        // The page titles and the puzzles' headings, top to bottom.
        let texts: Vec<String> = range
            .rows()
            .flat_map(|row| row.iter())
            .filter_map(|c| match c {
                Data::String(s) if s.starts_with("7.A") || s.contains("Level") => Some(s.clone()),
                _ => None,
            })
            .map(|s| s.split("  ").next().unwrap().to_string())
            .collect();
        assert_eq!(
            texts,
            [
                "7.A, version A",
                "1.",
                "2.",
                "3.",
                "7.A, version B",
                "4.",
                "5.",
                "6."
            ],
            "{ext}"
        );
        // Puzzles 1 to 3 are copy 1 of puzzles 1 to 3; 4 to 6 their copy 2.
        let teacher = dir.path().join(format!("class-teacher.{ext}"));
        let mut book = open_workbook_auto(&teacher).unwrap();
        let answers = book.worksheet_range("Answers").unwrap();
        let notes: Vec<String> = answers
            .rows()
            .flat_map(|row| row.iter())
            .filter_map(|c| match c {
                Data::String(s) if s.contains("copy") => Some(s.clone()),
                _ => None,
            })
            .collect();
        let copy_of = |k: usize| notes.iter().position(|s| s.contains(&format!("copy {k}")));
        assert!(copy_of(1) < copy_of(2), "{notes:?}");
        assert_eq!(notes.len(), 6, "{notes:?}");
        assert!(notes[0].contains("puzzle 1, copy 1"), "{notes:?}");
        assert!(notes[3].contains("puzzle 1, copy 2"), "{notes:?}");
    }
}
