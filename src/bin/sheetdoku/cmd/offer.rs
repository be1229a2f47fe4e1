//! A cage layout given to `solve` or `count` (issue 47): every cage drawn
//! without a total. Nothing is solved as it stands (its grids are many);
//! totals that make it a puzzle with one solution are offered instead
//! ([`sheetdoku::offer_totals`]), with the givens it still needs, printed
//! as a puzzle line with its `cages=` field for the setter to copy, and
//! the command goes on with that puzzle (`solve -o` writes it).

use anyhow::Result;
use sheetdoku::write::puzzle_line;
use sheetdoku::{is_cage_layout, offer_totals, CellNamer, Deadline, Lang, Puzzle};

/// The seed of the grid the totals come from: the same layout is offered
/// the same totals every time.
const SEED: u64 = 47;

/// What `puzzle` is to be solved or counted as: itself, or for a cage
/// layout the puzzle of the totals offered (printed, with a line of
/// `--json`); the layout itself when no grid keeps it (said, too: it then
/// has no solution).
pub fn offered(puzzle: Puzzle, label: &str, deadline: &Deadline) -> Result<Puzzle> {
    if !is_cage_layout(&puzzle.geometry) {
        return Ok(puzzle);
    }
    let offer = offer_totals(&puzzle.geometry, &puzzle.givens, SEED, deadline)?;
    let words = |lang: Option<Lang>| {
        let say = || match &offer {
            None => vec![sheetdoku::language().text_with("offer-none", &[("label", label)])],
            Some(offer) => {
                let n = offer.geometry.size();
                let cells = CellNamer::default().cells(n, &offer.added);
                let count = offer.added.len().to_string();
                vec![
                    sheetdoku::language().text_with("offer-layout", &[("label", label)]),
                    match offer.added.is_empty() {
                        true => sheetdoku::language().text("offer-no-givens"),
                        false => sheetdoku::language()
                            .text_with("offer-givens", &[("count", &count), ("cells", &cells)]),
                    },
                ]
            }
        };
        match lang {
            Some(lang) => sheetdoku::with_language(lang, say),
            None => say(),
        }
    };
    for line in words(None) {
        println!("{line}");
    }
    // For programs: in English whatever the pages' language.
    let english = words(Some(Lang::En)).join(" ");
    let Some(offer) = offer else {
        crate::json::emit(|| {
            serde_json::json!({ "kind": "offer", "puzzle": label, "found": false,
                "message": english })
        });
        return Ok(puzzle);
    };
    let line = puzzle_line(&offer.geometry, &offer.givens)?;
    println!("{line}");
    crate::json::emit(|| {
        let n = offer.geometry.size();
        serde_json::json!({
            "kind": "offer",
            "puzzle": label,
            "found": true,
            "line": line,
            "added_givens": crate::json::cells(&CellNamer::default(), n, &offer.added),
            "fewest_proven": offer.fewest_proven,
            "message": english,
        })
    });
    let mut puzzle = puzzle;
    puzzle.geometry = offer.geometry;
    puzzle.givens = offer.givens;
    Ok(puzzle)
}
