//! The one store of every rule that neither the maps nor the cage store
//! hold ([`RuleStore::Rules`]): each rule's text
//! ([`Constraint::text`], "kropki-white B3 B4"), rules separated by `;`.
//! In a puzzle line, where a space ends a field, the words of a rule are
//! joined by commas (`rules=kropki-white,B3,B4;greater,A1,B1`); the reader
//! takes either. Our workbooks keep each puzzle as its line on the `Key`
//! sheet, so this field is their store of rules too. One writer and one
//! reader for every kind: a new kind needs its text in the core
//! (`constraint/text.rs`) and nothing here.

use sheetdoku_core::{Constraint, Geometry, RuleStore};

/// The `rules=` value of `geometry`: its rules stored here, in their
/// order; empty when it has none.
pub(crate) fn rules_field(geometry: &Geometry) -> String {
    let n = geometry.size();
    geometry
        .constraints()
        .iter()
        .filter(|rule| rule.store() == RuleStore::Rules)
        .filter_map(|rule| rule.text(n))
        .map(|text| text.split_whitespace().collect::<Vec<_>>().join(","))
        .collect::<Vec<_>>()
        .join(";")
}

/// The rules of a `rules=` value (or of several lines of rule texts
/// joined by `;`) on a grid of size `n`.
pub(crate) fn parse_rules_field(value: &str, n: usize) -> Result<Vec<Constraint>, String> {
    value
        .split(';')
        .filter(|text| !text.trim().is_empty())
        .map(|text| Constraint::parse_text(text, n).map_err(|e| e.to_string()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use sheetdoku_core::{Pair, PairKind};

    #[test]
    fn the_field_reads_back_its_rules_in_order() {
        let g = Geometry::standard(9)
            .unwrap()
            .with_constraint(Constraint::Pair(Pair::new(PairKind::Greater, 1, 0)))
            .unwrap()
            .with_constraint(Constraint::Pair(Pair::new(PairKind::KropkiBlack, 9, 18)))
            .unwrap();
        let field = rules_field(&g);
        assert_eq!(field, "greater,B1,A1;kropki-black,A2,A3");
        assert_eq!(
            parse_rules_field(&field, 9).unwrap(),
            g.added_constraints().to_vec()
        );
        // Spaces and a trailing `;` read the same.
        assert_eq!(
            parse_rules_field("greater B1 A1 ; kropki-black A2 A3;", 9).unwrap(),
            g.added_constraints().to_vec()
        );
        let err = parse_rules_field("greater B1", 9).unwrap_err();
        assert_eq!(err, "the rule 'greater B1' needs 2 cells, not 1");
    }

    /// Lines keep their cells' order through the field (a thermometer
    /// from its bulb, against reading order), and one that jumps a cell
    /// is refused where the puzzle is built, by its name.
    #[test]
    fn lines_read_back_from_the_field_in_their_order() {
        use sheetdoku_core::{CellNamer, GeometryError, Line, LineKind};
        let line = |kind, cells: &[usize]| {
            Constraint::Line(Line {
                kind,
                cells: cells.to_vec(),
            })
        };
        let rules = [
            line(LineKind::Thermometer, &[20, 10, 0, 1]),
            line(LineKind::Whisper, &[80, 70, 71]),
            line(LineKind::Palindrome, &[30, 22, 12]),
        ];
        let g = rules
            .iter()
            .cloned()
            .try_fold(Geometry::standard(9).unwrap(), |g, r| g.with_constraint(r))
            .unwrap();
        let field = rules_field(&g);
        assert_eq!(
            field,
            "thermo,C3,B2,A1,B1;whisper,I9,H8,I8;palindrome,D4,E3,D2"
        );
        assert_eq!(parse_rules_field(&field, 9).unwrap(), rules.to_vec());
        // A1 to C1 skips B1: read, but no geometry takes it.
        let jump = parse_rules_field("thermo A1 C1", 9).unwrap();
        let err = Geometry::standard(9)
            .unwrap()
            .with_constraint(jump[0].clone())
            .unwrap_err();
        let GeometryError::Constraint { error, .. } = err else {
            panic!("{err}");
        };
        assert_eq!(
            error.describe(9, &CellNamer::default()),
            "the thermometer goes from A1 to C1, which do not touch"
        );
    }
}
