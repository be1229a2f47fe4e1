//! `sheetdoku generate`, `rate` and `worksheet`, end to end.

use predicates::prelude::*;
use sheetdoku::read::{read_puzzle, ReadOptions};
use sheetdoku::solve::{count_solutions, Count};
use tempfile::TempDir;

use super::common::sheetdoku;

#[test]
fn generate_writes_a_worksheet_that_solve_and_rate_read_back() {
    let dir = TempDir::new().unwrap();
    let out = dir.path().join("class.xlsx");
    let run = sheetdoku()
        .args(["generate", "--count", "3", "--seed", "5", "--copies", "2"])
        .args(["--symmetry", "rotate180", "-o"])
        .arg(&out)
        .assert()
        .success();
    let stdout = String::from_utf8(run.get_output().stdout.clone()).unwrap();
    assert_eq!(stdout.lines().filter(|l| l.contains("copy ")).count(), 6);
    let again = sheetdoku()
        .args(["generate", "--count", "3", "--seed", "5", "--copies", "2"])
        .args(["--symmetry", "rotate180"])
        .assert()
        .success();
    let first = stdout.lines().take(10).collect::<Vec<_>>();
    let second = String::from_utf8(again.get_output().stdout.clone()).unwrap();
    assert_eq!(first, second.lines().take(10).collect::<Vec<_>>());
    // Copy 2 of puzzle 1 is the worksheet's second puzzle.
    let opts = ReadOptions::default().with_puzzle(Some("P2!A1:I9".into()));
    let p = read_puzzle(&out, &opts).unwrap();
    assert_eq!(
        count_solutions(&p.geometry, &p.givens, 2).unwrap(),
        Count::Exact(1)
    );
    sheetdoku()
        .args(["solve", "--puzzle", "P2!A1:I9"])
        .arg(&out)
        .arg("-o")
        .arg(dir.path().join("s.xlsx"))
        .assert()
        .success();
    // Rated again from the workbook, each copy gets the rating the
    // generator printed for it ("copy 1: easy (rating 2.5)").
    let rated = sheetdoku().arg("rate").arg(&out).assert().success();
    let rated = String::from_utf8(rated.get_output().stdout.clone()).unwrap();
    let mut printed: Vec<((usize, usize), &str)> = stdout
        .lines()
        .filter(|l| l.contains(", copy "))
        .map(|l| {
            let rating = l.rsplit(": ").next().unwrap().trim_end_matches(')');
            (copy_of(l), rating)
        })
        .collect();
    assert_eq!(printed.len(), 6, "{stdout}");
    // The worksheet holds version A (every puzzle's copy 1), then B.
    printed.sort_by_key(|&((puzzle, copy), _)| (copy, puzzle));
    for (i, (_, rating)) in printed.iter().enumerate() {
        let line = format!("P{}: {rating}", i + 1);
        assert!(rated.contains(&line), "{line} not in:\n{rated}");
    }
}

/// The original puzzle and copy a generated line names ("# puzzle 2,
/// copy 1: easy").
fn copy_of(line: &str) -> (usize, usize) {
    let number = |after: &str| -> usize {
        let rest = &line[line.find(after).unwrap() + after.len()..];
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        digits.parse().unwrap()
    };
    (number("puzzle "), number("copy "))
}

#[test]
fn worksheet_lays_out_puzzles_from_files_and_refuses_bad_pages() {
    let dir = TempDir::new().unwrap();
    let text = super::common::text_file(&dir, "p.txt", super::common::MATLAB);
    let out = dir.path().join("w.xlsx");
    sheetdoku()
        .arg("worksheet")
        .arg(&text)
        .args(["--per-page", "1", "-o"])
        .arg(&out)
        .assert()
        .success()
        .stdout(predicate::str::contains("(1 puzzle)\n"));
    sheetdoku()
        .arg("rate")
        .arg(&out)
        .assert()
        .success()
        .stdout(predicate::str::starts_with("P1: "));
    sheetdoku()
        .arg("worksheet")
        .arg(&text)
        .args(["--per-page", "3", "-o"])
        .arg(&out)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("choose 1, 2, 4 or 6"));
}

#[test]
fn unreachable_targets_and_time_limits_fail_clearly() {
    sheetdoku()
        .args(["generate", "--size", "4", "--difficulty", "expert"])
        .args(["--attempts", "5", "--seed", "1"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("rated expert found in 5 attempts"));
    sheetdoku()
        .args([
            "generate",
            "--count",
            "2000",
            "--size",
            "16",
            "--time-limit",
            "0.2",
        ])
        .assert()
        .code(3)
        // Whether a 16x16 puzzle is finished within 0.2 s depends on the
        // machine: either way the limit is named ("...; the 2 are printed
        // above", or "no puzzle was finished; raise --time-limit ...").
        .stderr(predicate::str::contains("time limit of 0.2 s reached"));
}

#[test]
fn killers_are_generated_as_text_that_solve_reads_back_and_copied_with_their_cages() {
    let dir = TempDir::new().unwrap();
    let out = dir.path().join("killers.txt");
    let run = sheetdoku()
        .args(["generate", "--killer", "--size", "6", "--seed", "3"])
        .args(["--count", "2", "--copies", "2", "-o"])
        .arg(&out)
        .assert()
        .success();
    let stdout = String::from_utf8(run.get_output().stdout.clone()).unwrap();
    assert!(
        stdout.starts_with("# 6x6 Killer Sudoku (2x3 blocks) (seed 3)"),
        "{stdout}"
    );
    let text = std::fs::read_to_string(&out).unwrap();
    let puzzles: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(puzzles.len(), 4, "{text}");
    for (i, line) in puzzles.iter().enumerate() {
        // No givens: the cages alone decide, and every copy has them.
        assert!(line.starts_with(&".".repeat(36)), "{line}");
        assert!(line.contains(" cages="), "{line}");
        let one = dir.path().join(format!("k{i}.txt"));
        std::fs::write(&one, line).unwrap();
        let p = read_puzzle(&one, &ReadOptions::default()).unwrap();
        assert!(p.geometry.cages().next().is_some());
        assert_eq!(
            count_solutions(&p.geometry, &p.givens, 2).unwrap(),
            Count::Exact(1)
        );
    }
    sheetdoku()
        .args(["solve", "--unique"])
        .arg(dir.path().join("k0.txt"))
        .assert()
        .success()
        .stdout(predicate::str::contains("unique: proven"));
    // The same killers as a worksheet for the class, and from the text
    // file again: every P sheet reads back with its cages.
    for (args, book) in [
        (
            vec![
                "generate", "--killer", "--size", "6", "--seed", "3", "--count", "2", "--copies",
                "2",
            ],
            "class.xlsx",
        ),
        (vec!["worksheet", out.to_str().unwrap()], "class.ods"),
    ] {
        let book = dir.path().join(book);
        sheetdoku()
            .args(&args)
            .arg("-o")
            .arg(&book)
            .assert()
            .success();
        // Generated, the worksheet holds version A (every puzzle's copy
        // 1), then B; from the text file, its lines in order.
        let mut order: Vec<(usize, &str)> = puzzles.iter().copied().enumerate().collect();
        if args[0] == "generate" {
            order.sort_by_key(|(_, l)| {
                let (puzzle, copy) = copy_of(l);
                (copy, puzzle)
            });
        }
        for (k, &(i, line)) in order.iter().enumerate() {
            let opts = ReadOptions::default().with_puzzle(Some(format!("P{}", k + 1)));
            let p = read_puzzle(&book, &opts).unwrap();
            let mine = dir.path().join(format!("k{i}.txt"));
            let q = read_puzzle(&mine, &ReadOptions::default()).unwrap();
            assert_eq!(p.givens, q.givens, "{line}");
            let cages = |g: &sheetdoku::Geometry| {
                let mut c: Vec<_> = g.cages().map(|(_, c)| (c.cells.clone(), c.sum)).collect();
                c.sort();
                c
            };
            assert_eq!(cages(&p.geometry), cages(&q.geometry), "{}", book.display());
        }
    }
}

#[test]
fn a_16x16_killer_gets_givens_and_trial_and_error_by_default_and_says_so() {
    // The note comes before any work; a second of budget then runs out.
    sheetdoku()
        .args(["generate", "--killer", "--size", "16", "--seed", "1"])
        .args(["--time-limit", "1"])
        .assert()
        .code(3)
        .stderr(predicate::str::contains(
            "note: a 16x16 killer gets up to 42 givens where its cages leave a choice (--givens), \
             and is kept when only trial and error solves it",
        ));
    // Asked for both, nothing to say; a 9x9 has neither by default.
    for args in [
        &["--size", "16", "--givens", "0", "--allow-search"][..],
        &["--size", "9"][..],
    ] {
        sheetdoku()
            .args(["generate", "--killer", "--seed", "1", "--time-limit", "1"])
            .args(args)
            .assert()
            .stderr(predicate::str::contains("note:").not());
    }
}

#[test]
fn a_killer_with_a_symmetric_cage_layout_reads_back_with_one_solution() {
    let dir = TempDir::new().unwrap();
    let out = dir.path().join("sym.txt");
    sheetdoku()
        .args([
            "generate",
            "--killer",
            "--symmetry",
            "rotate180",
            "--seed",
            "1",
            "-o",
        ])
        .arg(&out)
        .assert()
        .success();
    let p = read_puzzle(&out, &ReadOptions::default()).unwrap();
    let cages: Vec<Vec<usize>> = p.geometry.cages().map(|(_, c)| c.cells.clone()).collect();
    // The half turn takes every cage to a cage.
    for cage in &cages {
        let mut turned: Vec<usize> = cage.iter().map(|&c| 80 - c).collect();
        turned.sort_unstable();
        assert!(cages.contains(&turned), "{cage:?} has no image");
    }
    assert_eq!(
        count_solutions(&p.geometry, &p.givens, 2).unwrap(),
        Count::Exact(1)
    );
}
