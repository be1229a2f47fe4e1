//! The marking property's generator and its check, shared by
//! `tests/marking.rs` and the LibreOffice suite: worksheets of random
//! puzzles filled in by a pupil in every way, marked, and each verdict
//! compared with the solution. Some of the puzzles are killers (no givens,
//! or a few), printed with a strip of cage sums above each row of digits:
//! their pupils may also break a cage and nothing else.

use std::path::{Path, PathBuf};

use calamine::{open_workbook_auto, Data, DataType, Reader};
use proptest::prelude::{prop_assert, prop_assert_eq, TestCaseError};
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use sheetdoku::check::{by_puzzle, describe_mark, PupilWork, Verdict};
use sheetdoku::generate::random_jigsaw;
use sheetdoku::read::read_returned;
use sheetdoku::solve::random_solution;
use sheetdoku::write::{WorksheetDoc, WorksheetPuzzle};
use sheetdoku::{CellNamer, Geometry, Grid, Variant};

use crate::cli::pupil::{pupil_saves_many, Typing};

/// How the pupil treats one puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fill {
    /// Nothing typed.
    Untouched,
    /// Some right digits.
    Right,
    /// Every empty cell, right.
    Complete,
    /// Some right digits and one wrong digit that clashes with nothing.
    Wrong,
    /// Some right digits and one digit repeating another in a unit.
    Clash,
    /// Some right digits typed on the printed page, not the P sheet.
    Printed,
    /// A few right digits on the P sheet, more on the printed page.
    Both,
    /// A killer's cage filled with one wrong digit that repeats nothing
    /// (the cage's total is off), and some right digits elsewhere.
    Cage,
}

const FILLS: [Fill; 8] = [
    Fill::Untouched,
    Fill::Right,
    Fill::Complete,
    Fill::Wrong,
    Fill::Clash,
    Fill::Printed,
    Fill::Both,
    Fill::Cage,
];

/// Digits typed into one grid: its sheet, its top-left cell, and (grid
/// row, grid column, digit) for each.
pub type Edit = (String, (usize, usize), Vec<(usize, usize, u8)>);

/// What marking must say of one puzzle.
#[derive(Clone, Debug)]
pub struct Expected {
    pub sheet_is_printed: bool,
    pub verdict: Verdict,
    pub typed: usize,
    pub wrong: Vec<usize>,
    /// The broken cage's sum and first cell, which the marks must name.
    pub cage: Option<(u32, usize)>,
    /// The cells the pupil typed in.
    pub cells: Vec<usize>,
}

/// A random killer of size 4, 6 or 9 over a variant without jigsaw
/// blocks, with no givens or a few.
fn killer(rng: &mut ChaCha8Rng) -> WorksheetPuzzle {
    loop {
        let n = *[4, 6, 6, 9].choose(rng).unwrap();
        let variant = *[Variant::STANDARD, Variant::X].choose(rng).unwrap();
        let Ok(base) = Geometry::for_variant(variant, n, None) else {
            continue;
        };
        let opts = sheetdoku::generate::KillerOptions::default()
            .with_seed(rng.random())
            .with_givens(*[0, 0, 3].choose(rng).unwrap());
        let Ok(k) = sheetdoku::generate::generate_killer(&base, &opts) else {
            continue;
        };
        return WorksheetPuzzle::killer(k).with_level(None);
    }
}

/// Which puzzles a class gets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// Any variant, one puzzle in five a killer.
    Mixed,
    /// Killers only.
    Killers,
}

/// A random puzzle: one time in five a killer, else a variant that exists
/// at a random size (small sizes more often), a random solution and about
/// half its cells as givens.
pub fn puzzle(rng: &mut ChaCha8Rng, class: Class) -> WorksheetPuzzle {
    if class == Class::Killers || rng.random_range(0..5) == 0 {
        return killer(rng);
    }
    loop {
        let n = *[4, 4, 5, 6, 6, 8, 9, 9, 10, 12, 16].choose(rng).unwrap();
        let variant = *Variant::ALL.choose(rng).unwrap();
        let geometry = if variant.blocks == sheetdoku::Blocks::Jigsaw {
            random_jigsaw(n, variant.diagonals, rng).ok()
        } else {
            Geometry::for_variant(variant, n, None).ok()
        };
        let Some(geometry) = geometry else { continue };
        let empty = Grid::from_cells(n, vec![0; n * n]).unwrap();
        let Some(solution) = random_solution(&geometry, &empty, rng).unwrap() else {
            continue;
        };
        let mut givens = solution.clone();
        for c in 0..n * n {
            if rng.random_bool(0.5) {
                givens.set(c, 0);
            }
        }
        if givens.given_count() < 2 || givens.given_count() == n * n {
            continue;
        }
        return WorksheetPuzzle::new(geometry, givens).with_solution(Some(solution));
    }
}

/// The cells sharing a unit or a cage with `cell`.
fn peers(g: &Geometry, cell: usize) -> Vec<usize> {
    let cages = g.cages().map(|(_, c)| &c.cells);
    let mut out: Vec<usize> = g
        .units()
        .iter()
        .map(|u| &u.cells)
        .chain(cages)
        .filter(|cells| cells.contains(&cell))
        .flat_map(|cells| cells.iter().copied())
        .filter(|&c| c != cell)
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// The typed digits (cell, digit) of `fill` and what marking must say;
/// `None` when the puzzle cannot take that fill (no wrong digit that
/// clashes with nothing, say).
fn typed_for(
    fill: Fill,
    p: &WorksheetPuzzle,
    rng: &mut ChaCha8Rng,
) -> Option<(Vec<(usize, u8)>, Expected)> {
    let g = &p.geometry;
    let n = g.size();
    let solution = p.solution.as_ref().unwrap();
    let mut empty: Vec<usize> = (0..n * n).filter(|&c| p.givens.get(c) == 0).collect();
    empty.shuffle(rng);
    let some = rng.random_range(1..=empty.len());
    let right = |cells: &[usize]| -> Vec<(usize, u8)> {
        cells.iter().map(|&c| (c, solution.get(c))).collect()
    };
    let expect = |verdict, typed, wrong| Expected {
        sheet_is_printed: false,
        verdict,
        typed,
        wrong,
        cage: None,
        cells: Vec::new(),
    };
    let (typed, mut e) = match fill {
        Fill::Untouched => (Vec::new(), expect(Verdict::NotStarted, 0, vec![])),
        Fill::Right | Fill::Printed | Fill::Both => {
            let k = some.min(empty.len() - 1).max(1);
            let verdict = if k == empty.len() {
                Verdict::Solved
            } else {
                Verdict::KeepGoing
            };
            let mut e = expect(verdict, k, vec![]);
            e.sheet_is_printed = fill != Fill::Right;
            (right(&empty[..k]), e)
        }
        Fill::Complete => (right(&empty), expect(Verdict::Solved, empty.len(), vec![])),
        Fill::Wrong | Fill::Clash => {
            let k = some - 1;
            let (bad, others) = (empty[k], &empty[..k]);
            let mut grid = p.givens.clone();
            for &(c, d) in &right(others) {
                grid.set(c, d);
            }
            let near: Vec<u8> = peers(g, bad).iter().map(|&c| grid.get(c)).collect();
            // A wrong digit that clashes with nothing breaks no cage either.
            let keeps_the_cages = |d: u8| {
                let mut with = grid.clone();
                with.set(bad, d);
                sheetdoku::check::check(g, &with).conflicts.is_empty()
            };
            let digits: Vec<u8> = (1..=n as u8)
                .filter(|&d| d != solution.get(bad))
                .filter(|d| near.contains(d) == (fill == Fill::Clash))
                .filter(|&d| fill == Fill::Clash || keeps_the_cages(d))
                .collect();
            let d = *digits.choose(rng)?;
            let mut typed = right(others);
            typed.push((bad, d));
            let verdict = if fill == Fill::Clash {
                Verdict::Clash
            } else {
                Verdict::WrongDigits
            };
            (typed, expect(verdict, k + 1, vec![bad]))
        }
        Fill::Cage => {
            // A cage of two cells or more, all of them to fill: its other
            // cells right, one wrong digit that repeats nothing.
            let mut cages: Vec<&sheetdoku::Cage> = g
                .cages()
                .map(|(_, c)| c)
                .filter(|c| c.cells.len() > 1)
                .filter(|c| c.cells.iter().all(|&x| p.givens.get(x) == 0))
                .collect();
            cages.shuffle(rng);
            cages.into_iter().find_map(|cage| {
                cage.cells.iter().find_map(|&bad| {
                    let cells: Vec<usize> =
                        cage.cells.iter().copied().filter(|&x| x != bad).collect();
                    let mut grid = p.givens.clone();
                    for &(c, d) in &right(&cells) {
                        grid.set(c, d);
                    }
                    let near: Vec<u8> = peers(g, bad).iter().map(|&c| grid.get(c)).collect();
                    let d =
                        (1..=n as u8).rfind(|&d| d != solution.get(bad) && !near.contains(&d))?;
                    let mut typed = right(&cells);
                    typed.push((bad, d));
                    let mut e = expect(Verdict::Clash, typed.len(), vec![bad]);
                    e.cage = Some((cage.sum.given().expect("a sum"), cage.head()));
                    Some((typed, e))
                })
            })?
        }
    };
    e.cells = typed.iter().map(|&(c, _)| c).collect();
    Some((typed, e))
}

/// The first digit cell of puzzle `k`'s printed grid and its rows apart,
/// from the marking key (a killer's grid holds no givens to find it by).
fn key_origin(
    sheets: &[(String, Vec<Vec<Data>>)],
    k: usize,
) -> Option<(String, usize, usize, usize)> {
    let (_, key) = sheets.iter().find(|(name, _)| name == "Key")?;
    let number = |v: &Data| v.as_f64().map(|x| x as usize);
    key.iter().find_map(|row| {
        let sheet = row.get(2)?.to_string();
        (number(row.first()?)? == k && sheet != format!("P{k}")).then(|| {
            Some((
                sheet,
                number(row.get(3)?)? - 1,
                number(row.get(4)?)? - 1,
                number(row.get(7)?)?,
            ))
        })?
    })
}

/// Every sheet of `path` as rows of values.
pub fn sheets_of(path: &std::path::Path) -> Vec<(String, Vec<Vec<Data>>)> {
    let mut book = open_workbook_auto(path).unwrap();
    book.sheet_names()
        .into_iter()
        .map(|name| {
            let range = book.worksheet_range(&name).unwrap();
            let (r1, c1) = range.end().unwrap_or((0, 0));
            let rows = (0..=r1)
                .map(|r| {
                    (0..=c1)
                        .map(|c| range.get_value((r, c)).cloned().unwrap_or(Data::Empty))
                        .collect()
                })
                .collect();
            (name, rows)
        })
        .collect()
}

/// One worksheet, filled in and marked in both formats; `resave` is what
/// happens to each pupil's file before it is marked (nothing, or a save
/// by LibreOffice in the other format): it returns the file to mark.
pub fn mark_a_class(
    seed: u64,
    count: usize,
    per_page: usize,
    resave: &dyn Fn(&Path) -> PathBuf,
) -> Result<(), TestCaseError> {
    mark_a_class_of(Class::Mixed, seed, count, per_page, resave)
}

/// The worksheet of `count` random puzzles of `class`, `per_page` a page.
pub fn class_doc(
    rng: &mut ChaCha8Rng,
    class: Class,
    count: usize,
    per_page: usize,
) -> WorksheetDoc {
    let puzzles: Vec<WorksheetPuzzle> = (0..count).map(|_| puzzle(rng, class)).collect();
    WorksheetDoc::default()
        .with_title("Property")
        .with_puzzles(puzzles)
        .with_per_page(per_page)
}

/// How a pupil fills in each puzzle of `doc` as written to `written`: the
/// digits typed into each grid, and per puzzle the fill and what marking
/// must say.
pub fn plan(
    doc: &WorksheetDoc,
    written: &Path,
    rng: &mut ChaCha8Rng,
) -> (Vec<Edit>, Vec<(Fill, Expected)>) {
    let sheets = sheets_of(written);
    let mut edits: Vec<Edit> = Vec::new();
    let mut expected = Vec::new();
    for (i, p) in doc.puzzles.iter().enumerate() {
        let n = p.geometry.size();
        // Where the printed grid is, and its rows apart (2 on a page with
        // a killer, whose strips of sums stand between rows of digits), as
        // the key says.
        let printed = key_origin(&sheets, i + 1);
        let mut fill = *FILLS.choose(rng).unwrap();
        if printed.is_none() && matches!(fill, Fill::Printed | Fill::Both) {
            fill = Fill::Right;
        }
        if fill == Fill::Cage && p.geometry.cages().next().is_none() {
            fill = Fill::Wrong;
        }
        let (typed, e) = match typed_for(fill, p, rng) {
            Some(t) => t,
            None => typed_for(Fill::Right, p, rng).unwrap(),
        };
        // A killer's rows of digits are two sheet rows apart, under
        // their strips of sums, on its P sheet.
        let step = if p.geometry.needs_label_strip() { 2 } else { 1 };
        let cells_apart = |t: &[(usize, u8)], step: usize| -> Vec<(usize, usize, u8)> {
            t.iter().map(|&(c, d)| (step * (c / n), c % n, d)).collect()
        };
        let cells = |t: &[(usize, u8)]| cells_apart(t, step);
        let own = format!("P{}", i + 1);
        let own_top = step - 1;
        match (fill, &printed) {
            (Fill::Printed, Some((sheet, r, c, apart))) => {
                edits.push((sheet.clone(), (*r, *c), cells_apart(&typed, *apart)));
            }
            (Fill::Both, Some((sheet, r, c, apart))) => {
                edits.push((sheet.clone(), (*r, *c), cells_apart(&typed, *apart)));
                // Fewer digits on the P sheet: the page counts.
                let fewer = typed.len() / 2;
                edits.push((own.clone(), (own_top, 0), cells(&typed[..fewer])));
            }
            _ => edits.push((own.clone(), (own_top, 0), cells(&typed))),
        }
        expected.push((fill, e));
    }
    (edits, expected)
}

/// Whether the marking of puzzle `k` in `work` is what `e` expects.
pub fn check_work(
    ext: &str,
    k: usize,
    work: &PupilWork,
    fill: Fill,
    e: &Expected,
) -> Result<(), TestCaseError> {
    let g = &work.counted;
    let m = g.mark();
    let what = format!(
        "{ext}, puzzle {k} ({fill:?}, {}x{})",
        g.grid.size(),
        g.grid.size()
    );
    prop_assert_eq!(g.puzzle, k, "{}", what);
    prop_assert_eq!(m.verdict, e.verdict, "{}: {:?}", what, m);
    prop_assert_eq!(&m.wrong, &e.wrong, "{}", what);
    prop_assert_eq!(m.typed, e.typed, "{}", what);
    prop_assert_eq!(
        g.sheet.starts_with("Worksheet"),
        e.sheet_is_printed,
        "{}: counted {}",
        what,
        g.sheet
    );
    prop_assert_eq!(
        work.also.len(),
        usize::from(fill == Fill::Both && e.typed >= 2),
        "{}: {:?}",
        what,
        work.also
    );
    let n = g.geometry.size();
    let lines = describe_mark(g, &m).join("; ");
    for &c in &e.wrong {
        let name = CellNamer::default().cell(n, c);
        prop_assert!(lines.contains(&name), "{}: {} lacks {}", what, lines, name);
    }
    if e.verdict == Verdict::Clash && !e.wrong.is_empty() {
        prop_assert!(m.conflicts.iter().all(|x| x.cells().contains(&e.wrong[0])));
    }
    if let Some((sum, head)) = e.cage {
        // The broken cage only, named as the page shows it.
        let cage = format!("cage of {sum} at {}", CellNamer::default().cell(n, head));
        prop_assert!(
            lines.contains(&cage),
            "{}: {} lacks the {}",
            what,
            lines,
            cage
        );
        prop_assert_eq!(m.conflicts.len(), 1, "{}: {}", what, lines);
    }
    Ok(())
}

/// [`mark_a_class`] with the puzzles of `class`.
pub fn mark_a_class_of(
    class: Class,
    seed: u64,
    count: usize,
    per_page: usize,
    resave: &dyn Fn(&Path) -> PathBuf,
) -> Result<(), TestCaseError> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let doc = class_doc(&mut rng, class, count, per_page);
    let dir = tempfile::tempdir().unwrap();
    for ext in ["xlsx", "ods"] {
        let written = dir.path().join(format!("class.{ext}"));
        sheetdoku::write::write_worksheet(&written, &doc).unwrap();
        let (edits, expected) = plan(&doc, &written, &mut rng);
        let returned = dir.path().join(format!("pupil.{ext}"));
        let typing: Vec<Typing> = edits
            .iter()
            .map(|(sheet, origin, typed)| Typing {
                sheet,
                origin: Some(*origin),
                typed,
            })
            .collect();
        pupil_saves_many(&written, &returned, &typing);
        let returned = resave(&returned);
        let grids = read_returned(&returned)
            .unwrap()
            .expect("a workbook we wrote");
        let works = by_puzzle(grids);
        prop_assert_eq!(works.len(), count, "{} puzzles in {}", count, ext);
        for (i, (work, (fill, e))) in works.iter().zip(&expected).enumerate() {
            check_work(ext, i + 1, work, *fill, e)?;
        }
    }
    Ok(())
}
