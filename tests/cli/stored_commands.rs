//! Every command reads a mixed worksheet (every kind, size and rule, see
//! `stored`) with each puzzle's own rules and givens, in .xlsx and .ods.

use std::path::{Path, PathBuf};

use sheetdoku::read::{parse_text, read_puzzle, read_puzzles, ReadOptions};
use sheetdoku::write::WorksheetDoc;

use super::common::sheetdoku;
use super::stored::{every_kind, rules, same, worksheet_of, written};

/// The mixed worksheet of seed 0 (no 16x16: the commands run unoptimised)
/// and where it is written in each format.
fn mixed(dir: &Path) -> (WorksheetDoc, Vec<PathBuf>) {
    let doc = worksheet_of(every_kind(0, false));
    let paths = ["w.xlsx", "w.ods"]
        .iter()
        .map(|name| written(dir, name, &doc))
        .collect();
    (doc, paths)
}

/// The stdout of a command that succeeds.
fn stdout_of(args: &[&std::ffi::OsStr]) -> String {
    let out = sheetdoku().args(args).assert().success();
    String::from_utf8_lossy(&out.get_output().stdout).to_string()
}

#[test]
fn count_gives_every_puzzle_of_a_mixed_worksheet_one_solution() {
    let dir = tempfile::tempdir().unwrap();
    let (doc, paths) = mixed(dir.path());
    for path in &paths {
        let out = sheetdoku().arg("count").arg(path).assert().code(0);
        let stdout = String::from_utf8_lossy(&out.get_output().stdout).to_string();
        for k in 1..=doc.puzzles.len() {
            assert!(stdout.contains(&format!("P{k}: 1 solution ")), "{stdout}");
        }
    }
}

#[test]
fn rate_and_explain_give_each_puzzle_its_own_level() {
    let dir = tempfile::tempdir().unwrap();
    let (doc, paths) = mixed(dir.path());
    for path in &paths {
        let rated = stdout_of(&["rate".as_ref(), path.as_os_str()]);
        for (k, p) in doc.puzzles.iter().enumerate() {
            let k = k + 1;
            let level = sheetdoku::rate::rate(&p.geometry, &p.givens).unwrap().level;
            assert!(
                rated.contains(&format!("P{k}: {level} (rating ")),
                "P{k} should be {level}: {rated}"
            );
            let sheet = format!("P{k}");
            let explained = stdout_of(&[
                "explain".as_ref(),
                path.as_os_str(),
                "--puzzle".as_ref(),
                sheet.as_ref(),
            ]);
            assert!(
                explained.contains(&format!("P{k}: {level} (rating ")),
                "P{k} should be {level}: {explained}"
            );
        }
    }
}

#[test]
fn check_and_hint_read_each_grid_with_its_givens() {
    let dir = tempfile::tempdir().unwrap();
    let (doc, paths) = mixed(dir.path());
    for path in &paths {
        let checked = stdout_of(&["check".as_ref(), path.as_os_str()]);
        for (k, p) in doc.puzzles.iter().enumerate() {
            let n = p.geometry.size();
            let empty = n * n - p.givens.given_count();
            let line = format!("sheet P{}: 0 of {empty} empty cells filled", k + 1);
            assert!(checked.contains(&line), "{line}: {checked}");
        }
        for k in 1..=doc.puzzles.len() {
            let sheet = format!("P{k}");
            let hint = stdout_of(&[
                "hint".as_ref(),
                path.as_os_str(),
                "--puzzle".as_ref(),
                sheet.as_ref(),
            ]);
            assert!(hint.contains(&format!("P{k}: read sheet P{k}")), "{hint}");
            assert!(!hint.contains("solution"), "P{k}: {hint}");
        }
    }
}

#[test]
fn solve_and_template_from_a_mixed_worksheet_keep_each_puzzles_rules() {
    let dir = tempfile::tempdir().unwrap();
    let (doc, paths) = mixed(dir.path());
    for (i, path) in paths.iter().enumerate() {
        for (k, p) in doc.puzzles.iter().enumerate() {
            let k = k + 1;
            // Alternate the output's format with the input's.
            let ext = ["ods", "xlsx"][(i + k) % 2];
            let solved = dir.path().join(format!("s{i}-{k}.{ext}"));
            sheetdoku()
                .args(["solve".as_ref(), path.as_os_str(), "--puzzle".as_ref()])
                .arg(format!("P{k}"))
                .arg("-o")
                .arg(&solved)
                .assert()
                .success();
            let back = read_puzzle(&solved, &ReadOptions::default()).unwrap();
            same((&back.geometry, &back.givens), p, &format!("solve P{k}"));
            let template = dir.path().join(format!("t{i}-{k}.{ext}"));
            sheetdoku()
                .args(["template".as_ref(), "--from".as_ref(), path.as_os_str()])
                .args(["--puzzle", &k.to_string(), "-o"])
                .arg(&template)
                .assert()
                .success();
            let back = read_puzzle(&template, &ReadOptions::default()).unwrap();
            same((&back.geometry, &back.givens), p, &format!("template {k}"));
        }
    }
}

#[test]
fn generate_from_a_mixed_worksheet_copies_each_puzzle_with_its_rules() {
    let dir = tempfile::tempdir().unwrap();
    let (doc, paths) = mixed(dir.path());
    for (i, path) in paths.iter().enumerate() {
        let out = dir.path().join(format!("copies{i}.txt"));
        sheetdoku()
            .args(["generate".as_ref(), "--from".as_ref(), path.as_os_str()])
            .args(["--copies", "1", "--seed", "5", "-o"])
            .arg(&out)
            .assert()
            .success();
        let text = std::fs::read_to_string(&out).unwrap();
        // Each original is a comment line, then its copy.
        let originals: Vec<&str> = text
            .lines()
            .filter_map(|l| l.split_once("the original: ").map(|(_, rest)| rest))
            .collect();
        assert_eq!(originals.len(), doc.puzzles.len(), "{text}");
        let copies = parse_text(&text, None, &ReadOptions::default()).unwrap();
        assert_eq!(copies.len(), doc.puzzles.len(), "{text}");
        for (k, ((p, original), copy)) in doc.puzzles.iter().zip(originals).zip(&copies).enumerate()
        {
            let line = original.split("  #").next().unwrap();
            let read = parse_text(line, None, &ReadOptions::default()).unwrap();
            same(
                (&read[0].geometry, &read[0].givens),
                p,
                &format!("original {}", k + 1),
            );
            // A copy moves cells about, but keeps the kind of rules.
            let (copied, original) = (rules(&copy.geometry), rules(&p.geometry));
            assert_eq!(
                (copied.size, copied.variant, copied.cages.len()),
                (original.size, original.variant, original.cages.len()),
                "copy {}",
                k + 1
            );
            assert_eq!(copy.givens.given_count(), p.givens.given_count());
        }
    }
}

#[test]
fn a_worksheet_made_from_a_mixed_worksheet_keeps_every_puzzle() {
    let dir = tempfile::tempdir().unwrap();
    let (doc, paths) = mixed(dir.path());
    for (i, path) in paths.iter().enumerate() {
        let again = dir.path().join(["again.ods", "again.xlsx"][i]);
        sheetdoku()
            .args(["worksheet".as_ref(), path.as_os_str(), "-o".as_ref()])
            .arg(&again)
            .assert()
            .success();
        let read = read_puzzles(&again, &ReadOptions::default()).unwrap();
        assert_eq!(read.len(), doc.puzzles.len());
        for (k, (r, p)) in read.iter().zip(&doc.puzzles).enumerate() {
            same(
                (&r.geometry, &r.givens),
                p,
                &format!("worksheet P{}", k + 1),
            );
        }
    }
}
