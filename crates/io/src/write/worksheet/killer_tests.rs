//! Worksheets of killers: the printed grids draw the cages with their sums
//! on strips of their own, the `P` sheets carry the cages and read back as
//! killers (never as plain Sudoku), and the marking key lists the grids
//! with their rows apart; a `P` sheet keeps one rule of every kind.

use super::*;
use crate::layout::PRINTABLE;
use crate::read::{read_puzzle, read_puzzles};
use crate::read_options::ReadOptions;
use crate::write::book::Value;
use sheetdoku_core::{generate_killer, KillerOptions};

/// `count` killers of size `n` (6x6 and 9x9 are made in milliseconds).
fn killers(n: usize, count: usize, per_page: usize) -> WorksheetDoc {
    let base = Geometry::standard(n).unwrap();
    let puzzles = (0..count as u64)
        .map(|seed| {
            let opts = KillerOptions::default().with_seed(seed);
            let k = generate_killer(&base, &opts).unwrap();
            WorksheetPuzzle::killer(k)
        })
        .collect();
    WorksheetDoc::default()
        .with_title("Killers")
        .with_puzzles(puzzles)
        .with_per_page(per_page)
        .with_cage_style(crate::CageStyle::Outlined)
}

/// The cages of `g` in reading order of their heads, and its units: what
/// a reader gives back (the generator adds cages in another order).
fn rules(g: &Geometry) -> (Vec<Cage>, String, Vec<usize>) {
    let mut cages: Vec<Cage> = g
        .cages()
        .map(|(_, c)| (c.cells.clone(), c.sum.given().expect("a sum")))
        .collect();
    cages.sort();
    let blocks = (0..g.cell_count()).map(|c| g.block_of(c)).collect();
    (cages, g.variant().name(), blocks)
}

/// A cage as its cells and sum.
type Cage = (Vec<usize>, u32);

fn sheet<'a>(book: &'a Book, name: &str) -> &'a Sheet {
    book.sheets.iter().find(|s| s.name == name).unwrap()
}

fn text_at(sheet: &Sheet, at: (u32, u16)) -> Option<String> {
    match sheet.cells.get(&at).map(|c| &c.value) {
        Some(Value::Text(t)) => Some(t.clone()),
        Some(Value::Number(x)) => Some(x.to_string()),
        _ => None,
    }
}

#[test]
fn every_p_sheet_reads_back_as_its_killer_in_both_formats() {
    let dir = tempfile::tempdir().unwrap();
    for (per_page, n) in [(1, 6), (2, 9), (4, 9), (6, 6)] {
        let doc = killers(n, 3, per_page);
        for ext in ["xlsx", "ods"] {
            let path = dir.path().join(format!("k{per_page}.{ext}"));
            write_worksheet(&path, &doc).unwrap();
            let all = read_puzzles(&path, &ReadOptions::default()).unwrap();
            assert_eq!(all.len(), 3);
            for (k, p) in doc.puzzles.iter().enumerate() {
                let opts = ReadOptions::default().with_puzzle(Some(format!("P{}", k + 1)));
                let read = read_puzzle(&path, &opts).unwrap();
                assert!(read.geometry.cages().next().is_some(), "{ext} P{}", k + 1);
                assert_eq!(
                    rules(&read.geometry),
                    rules(&p.geometry),
                    "{ext} P{}",
                    k + 1
                );
                assert_eq!(read.givens, p.givens);
                assert_eq!(rules(&all[k].geometry), rules(&p.geometry));
            }
        }
    }
}

#[test]
fn a_range_of_a_killers_p_sheet_is_refused_not_read_as_a_plain_sudoku() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("k.xlsx");
    write_worksheet(&path, &killers(6, 2, 4)).unwrap();
    for range in ["P2!A1:F6", "P2!A2:F7", "P2!A1"] {
        let opts = ReadOptions::default()
            .with_puzzle(Some(range.to_string()))
            .with_size(Some(6));
        let e = read_puzzle(&path, &opts).unwrap_err().to_string();
        assert!(e.contains("read the whole sheet P2"), "{range}: {e}");
        assert!(e.contains("killer"), "{range}: {e}");
    }
}

#[test]
fn printed_grids_draw_the_cages_with_their_sums_above_the_digits() {
    let doc = killers(9, 4, 4);
    let book = build(&doc, Audience::Teacher).unwrap();
    let page = sheet(&book, PRINTABLE);
    let keys = key_rows(&book);
    // The P sheet and the printed grid of each puzzle, rows two apart.
    assert_eq!(keys.len(), 8);
    for (name, top, left, step) in keys {
        assert_eq!(step, 2, "{name}");
        let k: usize = match name.strip_prefix('P') {
            Some(k) => k.parse().unwrap(),
            None => name[name.find("puzzle ").unwrap() + 7..name.len() - 1]
                .parse()
                .unwrap(),
        };
        let p = &doc.puzzles[k - 1];
        let on = sheet(
            &book,
            if name.starts_with('P') {
                &name
            } else {
                PRINTABLE
            },
        );
        for (_, cage) in p.geometry.cages() {
            let head = cage.head();
            let strip = (top + 2 * (head / 9) as u32 - 1, left + (head % 9) as u16);
            assert_eq!(text_at(on, strip), Some(cage.sum.text()), "{name}");
            // The pupil's cell below the sum is empty (no givens).
            assert_eq!(text_at(on, (strip.0 + 1, strip.1)), None);
            // A cell of the cage beside it in the same block: no sum, and
            // a dashed line only between cages.
            let first = on.cells[&(strip.0 + 1, strip.1)].style.borders;
            assert_eq!(first[0], None, "the strip holds the top border");
        }
        let dashed = on.cells.values().any(|c| {
            c.style
                .borders
                .contains(&Some(crate::write::book::Border::Dashed))
        });
        assert!(dashed, "{name}");
    }
    // The rules under each printed grid say the cage rule.
    let rule = sheetdoku_i18n::text("rules-cages");
    let rules = page
        .cells
        .values()
        .filter(|c| matches!(&c.value, Value::Text(t) if t.contains(&rule)))
        .count();
    assert_eq!(rules, 4);
}

/// The marking key's rows: name, top row and left column (0-based) and
/// the rows apart.
fn key_rows(book: &Book) -> Vec<(String, u32, u16, u32)> {
    let key = sheet(book, "Key");
    (2..)
        .map_while(|r| {
            let name = text_at(key, (r, 1))?;
            let num = |c| text_at(key, (r, c)).unwrap().parse::<f64>().unwrap();
            Some((name, num(3) as u32 - 1, num(4) as u16 - 1, num(7) as u32))
        })
        .collect()
}

#[test]
fn killers_and_others_of_one_size_share_their_pages() {
    let dir = tempfile::tempdir().unwrap();
    let mut doc = killers(6, 2, 4);
    let plain = Geometry::standard(6).unwrap();
    let opts = sheetdoku_core::GenerateOptions::default();
    let p = sheetdoku_core::generate(&plain, 1, &opts)
        .unwrap()
        .remove(0);
    doc.puzzles.insert(1, WorksheetPuzzle::generated(&plain, p));
    let book = build(&doc, Audience::Teacher).unwrap();
    let names: Vec<&str> = book.sheets.iter().map(|s| s.name.as_str()).collect();
    // One printable sheet for the three 6x6 puzzles: one page of four.
    assert_eq!(names[..3], ["Worksheet", "Answers", "P1"], "{names:?}");
    let page = &book.sheets[0];
    assert_eq!(page.print.as_ref().unwrap().page_count, Some(1));
    let path = dir.path().join("mixed.ods");
    write_worksheet(&path, &doc).unwrap();
    let read = read_puzzles(&path, &ReadOptions::default()).unwrap();
    let geometries: Vec<_> = read.iter().map(|p| rules(&p.geometry)).collect();
    let expected: Vec<_> = doc.puzzles.iter().map(|p| rules(&p.geometry)).collect();
    assert_eq!(geometries, expected);
}

#[test]
fn letters_are_refused_for_killers() {
    let mut doc = killers(6, 1, 1);
    doc.symbols = Some("ABCDEF".chars().collect());
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("k.xlsx");
    let e = write_worksheet(&path, &doc).unwrap_err().to_string();
    assert!(e.contains("print it without symbols"), "{e}");
    assert!(!e.contains("--"), "{e}");
    assert!(!path.exists());
}

/// The rules under a killer say the cage rule too: 8 pt under four 9x9 to
/// a page, smaller under six narrow 6x6, where they would not fit.
#[test]
fn the_rules_under_narrow_killers_are_smaller_to_fit() {
    let rule = sheetdoku_i18n::text("rules-cages");
    let font = |doc: &WorksheetDoc| {
        let book = build(doc, Audience::Teacher).unwrap();
        let page = sheet(&book, PRINTABLE);
        let sizes: Vec<f64> = page
            .cells
            .values()
            .filter(|c| matches!(&c.value, Value::Text(t) if t.contains(&rule)))
            .map(|c| c.style.points().unwrap())
            .collect();
        assert_eq!(sizes.len(), doc.puzzles.len());
        sizes[0]
    };
    assert_eq!(font(&killers(9, 4, 4)), 8.0);
    let narrow = font(&killers(6, 6, 6));
    assert!((6.0..8.0).contains(&narrow), "{narrow}");
}

#[test]
fn coloured_cages_fill_the_printed_grids_and_p_sheets_alike() {
    let mut doc = killers(6, 2, 2);
    let outlined = build(&doc, Audience::Teacher).unwrap();
    doc.cage_style = crate::CageStyle::Coloured;
    let coloured = build(&doc, Audience::Teacher).unwrap();
    // Every grid a pupil types in: the printed ones and the P sheets.
    let grids = key_rows(&coloured);
    assert_eq!(grids.len(), 4, "{grids:?}");
    for (name, top, left, step) in grids {
        // "P2", or "Worksheet (puzzle 2)" for a printed grid.
        let number = name
            .trim_end_matches(')')
            .rsplit([' ', 'P'])
            .next()
            .unwrap();
        let g = &doc.puzzles[number.parse::<usize>().unwrap() - 1].geometry;
        let sheet_name = name.split(" (").next().unwrap();
        let fill = |book: &Book, cell: usize| {
            let at = (top + step * (cell / 6) as u32, left + (cell % 6) as u16);
            sheet(book, sheet_name).cells[&at].style.fill
        };
        assert!((0..36).all(|c| fill(&outlined, c).is_none()), "{name}");
        let cages: Vec<Vec<usize>> = g.cages().map(|(_, c)| c.cells.clone()).collect();
        for (i, a) in cages.iter().enumerate() {
            let colour = fill(&coloured, a[0]);
            assert!(colour.is_some(), "{name}");
            assert!(a.iter().all(|&c| fill(&coloured, c) == colour), "{name}");
            for b in &cages[i + 1..] {
                let touch = a
                    .iter()
                    .any(|&c| sheetdoku_core::side_neighbours(6, c).any(|x| b.contains(&x)));
                if touch {
                    assert_ne!(fill(&coloured, b[0]), colour, "{name}: cages touch");
                }
            }
        }
    }
}

/// One rule of every kind ([`Constraint::one_of_each_kind`], a list a new
/// kind must join) on a printed puzzle: its `P` sheet reads back with every
/// rule, in both formats, so no kind is dropped on the way.
#[test]
fn every_kind_of_rule_reads_back_from_its_p_sheet() {
    use rand::SeedableRng;
    use sheetdoku_core::Constraint;
    let n = 6;
    let g = Constraint::one_of_each_kind(n)
        .into_iter()
        .try_fold(Geometry::standard(n).unwrap(), |g, rule| {
            g.with_constraint(rule)
        })
        .unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(45);
    let solution = sheetdoku_core::random_solution(&g, &Grid::empty(n), &mut rng)
        .unwrap()
        .unwrap();
    let mut givens = solution.clone();
    for cell in (0..n * n).step_by(2) {
        givens.set(cell, 0);
    }
    let doc = WorksheetDoc::default()
        .with_title("Every kind")
        .with_puzzles(vec![WorksheetPuzzle {
            solution: Some(solution),
            ..WorksheetPuzzle::new(g.clone(), givens.clone())
        }])
        .with_per_page(1)
        .with_cage_style(crate::CageStyle::Outlined);
    let dir = tempfile::tempdir().unwrap();
    for ext in ["xlsx", "ods"] {
        let path = dir.path().join(format!("kinds.{ext}"));
        write_worksheet(&path, &doc).unwrap();
        let opts = ReadOptions::default().with_puzzle(Some("P1".to_string()));
        let read = read_puzzle(&path, &opts).unwrap();
        assert_eq!(read.givens, givens, "{ext}");
        let back = read.geometry.constraints();
        assert_eq!(back.len(), g.constraints().len(), "{ext}");
        for rule in g.constraints() {
            assert!(back.contains(rule), "{ext}: {rule:?} is lost");
        }
    }
}
