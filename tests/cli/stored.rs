//! One source of truth per puzzle: a worksheet mixing every kind, size and
//! rule (standard, X, Windoku, Windoku X, jigsaw, jigsaw X, killers with
//! and without diagonals; 4x4, 6x6, 9x9 and a 16x16), written as .xlsx and
//! .ods, reads back through the library with each puzzle's own geometry
//! and givens: every P sheet's rules come from its row on the hidden Key
//! sheet, never from the Info sheet a mixed worksheet cannot fill. The
//! commands are tried on it in `stored_commands`.

use std::path::{Path, PathBuf};

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use sheetdoku::generate::KillerOptions;
use sheetdoku::generate::{generate, generate_killer, random_jigsaw, GenerateOptions};
use sheetdoku::read::{read_puzzle, read_puzzles, ReadOptions};
use sheetdoku::write::{write_worksheet, WorksheetDoc, WorksheetPuzzle};
use sheetdoku::{Diagonals, Geometry, Grid, Variant};

use super::common::{sheetdoku, text_file};

/// One generated puzzle of `g` (seeded).
fn plain(g: &Geometry, seed: u64) -> WorksheetPuzzle {
    let opts = GenerateOptions::default().with_seed(seed);
    WorksheetPuzzle::generated(g, generate(g, 1, &opts).unwrap().remove(0))
}

/// One generated killer over `base` (seeded).
fn killer(base: &Geometry, seed: u64) -> WorksheetPuzzle {
    let opts = KillerOptions::default().with_seed(seed);
    WorksheetPuzzle::killer(generate_killer(base, &opts).unwrap())
}

fn variant(v: Variant, n: usize) -> Geometry {
    Geometry::for_variant(v, n, None).unwrap()
}

/// A puzzle of every kind and rule, sizes 4, 6 and 9 (and one 16x16 with
/// `big`), made from `seed`, in an order the seed shuffles.
pub fn every_kind(seed: u64, big: bool) -> Vec<WorksheetPuzzle> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let jigsaw = random_jigsaw(6, Diagonals::None, &mut rng).unwrap();
    let jigsaw_x = random_jigsaw(6, Diagonals::Both, &mut rng).unwrap();
    let mut puzzles = vec![
        plain(&variant(Variant::STANDARD, 4), seed),
        plain(&variant(Variant::X, 4), seed),
        plain(&variant(Variant::WINDOKU, 4), seed),
        plain(&variant(Variant::STANDARD, 6), seed),
        plain(&variant(Variant::X, 6), seed),
        plain(&jigsaw, seed),
        plain(&jigsaw_x, seed),
        killer(&variant(Variant::STANDARD, 6), seed),
        killer(&variant(Variant::X, 6), seed),
        plain(&variant(Variant::STANDARD, 9), seed),
        plain(&variant(Variant::X, 9), seed),
        plain(&variant(Variant::WINDOKU, 9), seed),
        plain(&variant(Variant::WINDOKU_X, 9), seed),
    ];
    if big {
        puzzles.push(plain(&variant(Variant::STANDARD, 16), seed));
    }
    puzzles.shuffle(&mut rng);
    puzzles
}

/// A worksheet of `puzzles`.
pub fn worksheet_of(puzzles: Vec<WorksheetPuzzle>) -> WorksheetDoc {
    WorksheetDoc::default()
        .with_title("Every kind")
        .with_puzzles(puzzles)
}

/// The worksheet `doc` written as `name` (.xlsx or .ods) in `dir`.
pub fn written(dir: &Path, name: &str, doc: &WorksheetDoc) -> PathBuf {
    let path = dir.join(name);
    write_worksheet(&path, doc).unwrap();
    path
}

/// A geometry's rules, comparable whatever order a reader adds cages in.
#[derive(Debug, PartialEq, Eq)]
pub struct Rules {
    pub size: usize,
    pub variant: String,
    /// The block of each cell.
    pub blocks: Vec<usize>,
    /// The extra region of each cell.
    pub extra: Vec<Option<usize>>,
    /// The cages (cells and sum), sorted.
    pub cages: Vec<(Vec<usize>, Option<u32>)>,
}

/// The rules of `g`.
pub fn rules(g: &Geometry) -> Rules {
    let cells = 0..g.cell_count();
    let mut cages: Vec<(Vec<usize>, Option<u32>)> = g
        .cages()
        .map(|(_, c)| (c.cells.clone(), c.sum.given()))
        .collect();
    cages.sort();
    Rules {
        size: g.size(),
        variant: g.variant().name(),
        blocks: cells.clone().map(|c| g.block_of(c)).collect(),
        extra: cells.map(|c| g.extra_of(c)).collect(),
        cages,
    }
}

/// Asserts that `read` is `written`: the same rules and givens.
pub fn same(read: (&Geometry, &Grid), written: &WorksheetPuzzle, what: &str) {
    assert_eq!(rules(read.0), rules(&written.geometry), "{what}: rules");
    assert_eq!(read.1, &written.givens, "{what}: givens");
}

/// `--puzzle` as a read option.
fn pick(text: String) -> ReadOptions {
    ReadOptions::default().with_puzzle(Some(text))
}

#[test]
fn worksheets_of_every_kind_read_back_with_each_puzzles_own_rules() {
    let dir = tempfile::tempdir().unwrap();
    for seed in 0..2u64 {
        let doc = worksheet_of(every_kind(seed, seed == 0));
        for ext in ["xlsx", "ods"] {
            let path = written(dir.path(), &format!("w{seed}.{ext}"), &doc);
            let what = |k: usize| format!("seed {seed}, {ext}, puzzle {k}");
            let all = read_puzzles(&path, &ReadOptions::default()).unwrap();
            assert_eq!(all.len(), doc.puzzles.len(), "seed {seed}, {ext}");
            for (k, (p, r)) in doc.puzzles.iter().zip(&all).enumerate() {
                let k = k + 1;
                same((&r.geometry, &r.givens), p, &what(k));
                assert_eq!(r.source.sheet.as_deref(), Some(format!("P{k}").as_str()));
                // Picked by number, by sheet and by the grid's range.
                let n = p.geometry.size();
                let mut picks = vec![k.to_string(), format!("P{k}")];
                if !p.geometry.needs_label_strip() {
                    let last = sheetdoku::model::a1(n - 1, n - 1);
                    picks.push(format!("P{k}!A1:{last}"));
                }
                for choice in picks {
                    let one = read_puzzle(&path, &pick(choice.clone())).unwrap();
                    same(
                        (&one.geometry, &one.givens),
                        p,
                        &format!("{} ({choice})", what(k)),
                    );
                }
            }
        }
    }
}

/// The reported case: a standard, an X and a killer puzzle from three text
/// files into one .ods worksheet; `count` gives each exactly one solution
/// (the X was read as a plain Sudoku, "at least 1000 solutions").
#[test]
fn a_worksheet_of_a_standard_an_x_and_a_killer_counts_one_solution_each() {
    let dir = tempfile::tempdir().unwrap();
    let made = [
        plain(&variant(Variant::STANDARD, 9), 2),
        plain(&variant(Variant::X, 9), 1),
        killer(&variant(Variant::STANDARD, 6), 3),
    ];
    let files: Vec<PathBuf> = ["s.txt", "x.txt", "k.txt"]
        .iter()
        .zip(&made)
        .map(|(name, p)| {
            let line = sheetdoku::write::puzzle_line(&p.geometry, &p.givens).unwrap();
            text_file(&dir, name, &format!("{line}\n"))
        })
        .collect();
    let w = dir.path().join("w.ods");
    sheetdoku()
        .arg("worksheet")
        .args(&files)
        .arg("-o")
        .arg(&w)
        .assert()
        .success();
    let out = sheetdoku().arg("count").arg(&w).assert().code(0);
    let stdout = String::from_utf8_lossy(&out.get_output().stdout).to_string();
    for k in 1..=3 {
        assert!(stdout.contains(&format!("P{k}: 1 solution ")), "{stdout}");
    }
    assert!(
        stdout.contains("3 puzzles: 3 with one solution"),
        "{stdout}"
    );
    let read = read_puzzles(&w, &ReadOptions::default()).unwrap();
    for (k, (r, p)) in read.iter().zip(&made).enumerate() {
        same((&r.geometry, &r.givens), p, &format!("puzzle {}", k + 1));
    }
}
