//! One puzzle per line, with the variant's layout on the same line.
//!
//! A standard puzzle is its givens alone, `n²` symbols row by row (`.` for
//! an empty cell), the form most puzzle collections and generators use. Any
//! other variant adds `key=value` fields after the givens, separated by
//! spaces:
//!
//! - `variant=NAME`: `x`, `windoku`, `windoku-x`, `jigsaw` or `jigsaw-x`,
//!   or another combination of their parts such as `jigsaw-windoku` or
//!   `extra-regions` (`standard` when left out);
//! - `blocks=MAP`: the block map of a jigsaw, `n²` symbols row by row, one
//!   region label per cell (any `n` distinct symbols);
//! - `extra=MAP`: extra regions other than Windoku's, `n²` symbols with `.`
//!   for a cell in no extra region;
//! - `cages=CAGES`: killer cages, each its sum, `:` and its cells, cages
//!   separated by `;` (`cages=3:A1,B1;7:C1,D1`);
//! - `rules=RULES`: every other rule, each its text with commas for
//!   spaces, rules separated by `;` (`rules=kropki-white,B3,B4;x,A1,A2`;
//!   see `rules_field.rs`).
//!
//! `#` starts a comment. For example a 4x4 jigsaw with both diagonals:
//!
//! ```text
//! 1...........4... variant=jigsaw-x blocks=1112122233343444
//! ```

use std::path::Path;

use crate::read_options::ReadOptions;
use crate::text::lines::puzzles_by_line;
use sheetdoku_core::Puzzle;
use sheetdoku_core::Result;
use sheetdoku_core::{symbol, Grid};
use sheetdoku_core::{
    Blocks, Constraint, Extra, Geometry, GeometrySpec, RuleStore, Variant, MAX_SIZE, MIN_SIZE,
};

/// The puzzle as one line: its givens, then the fields its variant needs;
/// [`sheetdoku_core::Error::SizeMismatch`] for a grid of another size than
/// the geometry.
///
/// ```
/// use sheetdoku::write::puzzle_line;
/// use sheetdoku::{Geometry, Grid, Variant};
/// let g = Geometry::for_variant(Variant::X, 4, None).unwrap();
/// let givens = Grid::parse_line("1...............").unwrap();
/// assert_eq!(puzzle_line(&g, &givens).unwrap(), "1............... variant=x");
/// assert!(puzzle_line(&g, &Grid::empty(9)).is_err());
/// ```
pub fn puzzle_line(geometry: &Geometry, grid: &Grid) -> Result<String> {
    sheetdoku_core::Error::check_size(geometry.size(), grid.size())?;
    let mut line = grid.to_line();
    let variant = geometry.variant();
    if variant != Variant::STANDARD {
        line.push_str(" variant=");
        line.push_str(&variant.name());
    }
    let cells = 0..geometry.cell_count();
    if variant.blocks == Blocks::Jigsaw {
        line.push_str(" blocks=");
        line.extend(
            cells
                .clone()
                .map(|c| symbol(geometry.block_of(c) as u8 + 1)),
        );
    }
    if variant.extra == Extra::Regions {
        line.push_str(" extra=");
        line.extend(cells.map(|c| match geometry.extra_of(c) {
            Some(e) => symbol(e as u8 + 1),
            None => '.',
        }));
    }
    // The rules the maps do not hold, each store's field once.
    let mut stores: Vec<RuleStore> = geometry
        .constraints()
        .iter()
        .map(Constraint::store)
        .collect();
    stores.sort_unstable();
    stores.dedup();
    for store in stores {
        let value = match store {
            RuleStore::Maps => continue,
            RuleStore::Cages => crate::text::killer_text::cages_field(geometry),
            RuleStore::Rules => crate::text::rules_field::rules_field(geometry),
        };
        if let Some(field) = store.field() {
            line.push_str(&format!(" {field}={value}"));
        }
    }
    Ok(line)
}

/// Whether `text` uses the field form: some line has a `key=value` field
/// after its first word.
pub(crate) fn has_fields(text: &str) -> bool {
    // A text without '=' (most are) is told in one pass over its bytes.
    memchr::memchr(b'=', text.as_bytes()).is_some()
        && crate::text::lines::lines(text)
            .map(|l| l.split('#').next().unwrap_or(""))
            // A line without '=' has no field: skip splitting it into words.
            .any(|l| l.contains('=') && l.split_whitespace().skip(1).any(|w| w.contains('=')))
}

/// Every puzzle of a text in the field form, one per line, each line's
/// own result.
pub(crate) fn parse_lines(
    text: &str,
    file: Option<&Path>,
    opts: &ReadOptions,
) -> Vec<Result<Puzzle>> {
    puzzles_by_line(text, file, |line| parse_line(line, opts))
}

/// One line: the givens and the geometry its fields describe.
fn parse_line(line: &str, opts: &ReadOptions) -> Result<(Grid, Geometry), String> {
    let mut words = line.split_whitespace();
    let first = words.next().unwrap_or_default();
    let givens = Grid::parse_line(first)?;
    let n = givens.size();
    let mut variant = opts.variant.unwrap_or(Variant::STANDARD);
    let (mut blocks, mut extra, mut cages, mut rules) = (None, None, Vec::new(), Vec::new());
    for word in words {
        let Some((key, value)) = word.split_once('=') else {
            return Err(format!(
                "'{word}' after the givens is not a field (variant=, blocks=, extra=, cages= or rules=)"
            ));
        };
        match key.to_ascii_lowercase().as_str() {
            "variant" => variant = value.parse()?,
            "blocks" => blocks = Some(labels(value, n, "blocks", false)?),
            "extra" => extra = Some(labels(value, n, "extra", true)?),
            "cages" => cages = crate::text::killer_text::parse_cages_field(value, n)?,
            "rules" => rules = crate::text::rules_field::parse_rules_field(value, n)?,
            _ => {
                return Err(format!(
                    "unknown field '{key}=' (the fields are variant=, blocks=, extra=, cages= and rules=)"
                ))
            }
        }
    }
    if variant.blocks == Blocks::Jigsaw && blocks.is_none() {
        return Err(format!(
            "a {variant} puzzle needs its block map: add blocks= with {} region labels",
            n * n
        ));
    }
    if variant.extra == Extra::Regions && extra.is_none() {
        return Err(format!(
            "variant={variant} needs the extra region map: add extra= with {} labels ('.' for a cell in no region)",
            n * n
        ));
    }
    let mut spec = GeometrySpec::new(n, variant);
    spec.block_map = blocks;
    spec.extra_map = extra;
    // The cages first, then the other rules: the order the stores write.
    spec.constraints = cages
        .into_iter()
        .map(Constraint::Cage)
        .chain(rules)
        .collect();
    let geometry = crate::text::killer_text::geometry_with_cages(spec, Vec::new())?;
    Ok((givens, geometry))
}

/// A map of `n²` region labels; with `none`, `.` (or `0`) is no region (0).
fn labels(value: &str, n: usize, key: &str, none: bool) -> Result<Vec<u32>, String> {
    let symbols: Vec<char> = value.chars().collect();
    if symbols.len() != n * n || !(MIN_SIZE..=MAX_SIZE).contains(&n) {
        return Err(format!(
            "{key}= has {} symbols; a {n}x{n} grid needs {}",
            symbols.len(),
            n * n
        ));
    }
    Ok(symbols
        .iter()
        .map(|&c| match c {
            '.' | '0' if none => 0,
            c => u32::from(c) + 1,
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use sheetdoku_core::{windoku_map, Diagonals};

    /// The lines read strictly: the first bad line is the error.
    fn parse_lines(text: &str, file: Option<&Path>, opts: &ReadOptions) -> Result<Vec<Puzzle>> {
        super::parse_lines(text, file, opts).into_iter().collect()
    }

    fn round_trip(g: &Geometry, line: &str) {
        let givens = Grid::parse_line(line).unwrap();
        let text = puzzle_line(g, &givens).unwrap();
        assert!(has_fields(&text) == (g.variant() != Variant::STANDARD));
        let back = parse_lines(&text, None, &ReadOptions::default()).unwrap();
        assert_eq!(back.len(), 1);
        assert_eq!(back[0].givens, givens, "{text}");
        assert_eq!(&back[0].geometry, g, "{text}");
    }

    /// Every kind of rule ([`Constraint::one_of_each_kind`], a list a new
    /// kind must join) is written to a line and read back: alone, and all
    /// together, at several sizes and over the variants.
    #[test]
    fn every_kind_of_rule_reads_back_from_its_line() {
        for n in [4, 6, 9] {
            for (rules, g) in crate::every_kind::geometries_of_every_kind(n) {
                let givens = Grid::empty(n);
                let text = puzzle_line(&g, &givens).unwrap();
                let back = parse_lines(&text, None, &ReadOptions::default()).unwrap();
                assert_eq!(back.len(), 1, "{text}");
                assert_eq!(back[0].geometry.constraints(), g.constraints(), "{text}");
                assert_eq!(back[0].givens, givens, "{text}");
                // Each kind's store names its field on the line.
                for rule in &rules {
                    if let Some(field) = rule.store().field() {
                        assert!(text.contains(&format!(" {field}=")), "{text}");
                    }
                }
            }
        }
    }

    #[test]
    fn every_variant_reads_back_from_its_line() {
        let blank9 = ".".repeat(81);
        for variant in [
            Variant::STANDARD,
            Variant::X,
            Variant::WINDOKU,
            Variant::WINDOKU_X,
        ] {
            let g = Geometry::for_variant(variant, 9, None).unwrap();
            round_trip(&g, &format!("1{}", &blank9[1..]));
        }
        let map: Vec<u32> = "1112122233343444".bytes().map(u32::from).collect();
        for x in [Diagonals::None, Diagonals::Both] {
            let g = Geometry::from_block_map(4, &map).unwrap().with_diagonals(x);
            assert!(g.box_shape().is_none(), "an irregular map");
            round_trip(&g, "1...............");
        }
        let g = corner_extra_region();
        assert!(!g.is_windoku_layout());
        round_trip(&g, "..3.............");
        assert!(windoku_map(9).is_some());
    }

    /// A 4x4 with extra regions that are not Windoku's: one 2x2 block in
    /// the top-left corner.
    fn corner_extra_region() -> Geometry {
        let mut extra = vec![0u32; 16];
        for c in [0, 1, 4, 5] {
            extra[c] = 7;
        }
        Geometry::standard(4)
            .unwrap()
            .with_extra_regions(&extra)
            .unwrap()
    }

    #[test]
    fn combined_variants_are_named_by_their_parts_on_the_line() {
        let map: Vec<u32> = "1112122233343444".bytes().map(u32::from).collect();
        let g = Geometry::for_variant(Variant::WINDOKU_X, 4, Some(&map)).unwrap();
        let givens = Grid::parse_line("1...............").unwrap();
        assert_eq!(
            puzzle_line(&g, &givens).unwrap(),
            "1............... variant=jigsaw-windoku-x blocks=1112122233343444"
        );
        round_trip(&g, "1...............");
        let g = corner_extra_region();
        assert_eq!(
            puzzle_line(&g, &givens).unwrap(),
            "1............... variant=extra-regions extra=22..22.........."
        );
        let err = parse_lines(
            "1............... variant=extra-regions\n",
            None,
            &ReadOptions::default(),
        )
        .unwrap_err();
        assert!(
            err.to_string().contains("needs the extra region map"),
            "{err}"
        );
    }

    #[test]
    fn a_bad_field_names_its_line() {
        let text = "1............... variant=x\n1............... colour=red\n";
        let err = parse_lines(text, None, &ReadOptions::default()).unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 2: unknown field 'colour=' (the fields are variant=, blocks=, extra=, cages= and rules=)"
        );
        let err = parse_lines(
            "1............... variant=jigsaw\n",
            None,
            &ReadOptions::default(),
        )
        .unwrap_err();
        assert!(err.to_string().contains("needs its block map"), "{err}");
        let err = parse_lines(
            "1............... blocks=1122\n",
            None,
            &ReadOptions::default(),
        )
        .unwrap_err();
        assert!(err.to_string().contains("blocks= has 4 symbols"), "{err}");
    }
}
