//! An f-puzzles puzzle's JSON to a sheetdoku geometry and givens: the
//! grid's givens and regions, both diagonals, extra regions and killer
//! cages, built through [`GeometrySpec`] like every reader's. Any other
//! rule the puzzle has (a key we do not read holding something) is refused
//! by its f-puzzles name, and so are the negative constraints other than
//! the Kropki dots' and XV's (`negative.rs`) and the drawings (`text`, `line`, ...), which the setter's rules in words may
//! turn into rules: nothing is dropped without a word.
//!
//! Digits a solver typed (`value` without `given`) and pencil marks are no
//! part of the puzzle and are left out on purpose.

use serde_json::{Map, Value};
use sheetdoku_core::and_list;
use sheetdoku_i18n::text_with;

use super::json::{self, cell_name, cells_of, list_of};
use sheetdoku_core::{
    box_shape, Cage, CageSum, CellNamer, Constraint, Diagonals, Geometry, GeometryError,
    GeometrySpec, Grid, Pair, SpecError, SpecPart, Variant, MAX_SIZE, MIN_SIZE,
};

/// What an f-puzzles JSON holds that sheetdoku uses.
#[derive(Debug)]
pub(crate) struct Read {
    pub givens: Grid,
    pub geometry: Geometry,
    /// The puzzle's `title`, if it has one.
    pub title: Option<String>,
}

/// The puzzle of an f-puzzles JSON text, or why it cannot be read: the
/// line of broken JSON, and a message that names the key, the cell (R1C1)
/// or, for broken JSON, the column.
pub(crate) fn read_json(text: &str) -> Result<Read, (Option<usize>, String)> {
    let value: Value = serde_json::from_str(text).map_err(|e| {
        let why = e.to_string();
        let why = why
            .strip_suffix(&format!(" at line {} column {}", e.line(), e.column()))
            .unwrap_or(&why);
        let line = (e.line() > 0).then_some(e.line());
        (
            line,
            format!("not valid f-puzzles JSON: {why} (column {})", e.column()),
        )
    })?;
    read_value(value).map_err(|why| (None, why))
}

/// The puzzle of f-puzzles JSON read.
fn read_value(value: Value) -> Result<Read, String> {
    let Value::Object(map) = value else {
        return Err("not an f-puzzles puzzle: the JSON is not an object { ... }".to_string());
    };
    refuse_unread_rules(&map)?;
    let n = size_of(&map)?;
    let cells = grid_cells(&map, n)?;
    let givens = givens_of(&cells, n)?;
    let mut spec = GeometrySpec::new(n, Variant::STANDARD);
    spec.variant.diagonals = diagonals_of(&map)?;
    spec.block_map = block_map(&cells, n)?;
    spec.extra_map = extra_map(&map, n)?;
    spec.constraints = cages_of(&map, n)?
        .into_iter()
        .map(Constraint::Cage)
        .chain(
            super::parity::read_parities(&map, n)?
                .into_iter()
                .map(Constraint::Parity),
        )
        .chain(
            marks_and_negatives(&map, n)?
                .into_iter()
                .map(Constraint::Pair),
        )
        .chain(
            super::lines::read_lines(&map, n)?
                .into_iter()
                .map(Constraint::Line),
        )
        .chain(
            super::sums::read_sums(&map, n)?
                .into_iter()
                .map(Constraint::Sum),
        )
        .chain(
            super::anti::read_antis(&map, n)
                .into_iter()
                .map(Constraint::Anti),
        )
        .chain(
            super::sandwich::read_sandwiches(&map, n)?
                .into_iter()
                .map(Constraint::Sandwich),
        )
        .collect();
    let geometry = build(&spec)?;
    let title = match map.get(json::TITLE) {
        Some(Value::String(t)) if !t.trim().is_empty() => Some(t.trim().to_string()),
        _ => None,
    };
    Ok(Read {
        givens,
        geometry,
        title,
    })
}

/// The marks between two cells, then the negative constraint's pairs on
/// the sides without one (`negative.rs`).
fn marks_and_negatives(map: &Map<String, Value>, n: usize) -> Result<Vec<Pair>, String> {
    let mut marks = super::marks::marks_of(map, n)?;
    let negatives = super::negative::read_negatives(map, n, &marks);
    marks.extend(negatives);
    Ok(marks)
}

/// Refuses every key that holds a rule sheetdoku does not read: each by
/// its f-puzzles name, all of them in one message.
fn refuse_unread_rules(map: &Map<String, Value>) -> Result<(), String> {
    let read = [
        json::SIZE,
        json::GRID,
        json::TITLE,
        json::DIAGONAL_ANTI,
        json::DIAGONAL_MAIN,
        json::KILLER_CAGE,
        json::EXTRA_REGION,
        json::ODD,
        json::EVEN,
        json::NEGATIVE,
        json::DIFFERENCE,
        json::RATIO,
        json::XV,
        json::THERMOMETER,
        json::WHISPERS,
        json::PALINDROME,
        super::sums::ARROW,
        super::sums::LITTLE_KILLER,
        json::RENBAN,
        json::ANTIKNIGHT,
        json::ANTIKING,
        super::sandwich::SANDWICH,
    ];
    let mut rules = Vec::new();
    let mut drawings = Vec::new();
    for (key, value) in map {
        if read.contains(&key.as_str()) || json::NOT_RULES.contains(&key.as_str()) {
            continue;
        }
        if holds_something(value) {
            let quoted = format!("'{key}'");
            if json::COSMETICS.contains(&key.as_str()) {
                drawings.push(quoted);
            } else {
                rules.push(quoted);
            }
        }
    }
    let mut why = Vec::new();
    if !rules.is_empty() {
        why.push(text_with("fp-unsupported", &[("rules", &and_list(&rules))]));
    }
    // The negative constraint of Kropki dots and XV marks is read; any
    // other (of sums, ...) is refused by its name.
    let unread: Vec<String> = super::negative::entries(map)
        .into_iter()
        .filter(|e| !super::negative::READ.contains(&e.as_str()))
        .map(|e| format!("'{e}'"))
        .collect();
    if !unread.is_empty() {
        why.push(text_with(
            "fp-negative-unsupported",
            &[("rules", &and_list(&unread))],
        ));
    }
    if !drawings.is_empty() {
        why.push(text_with(
            "fp-drawings",
            &[("drawings", &and_list(&drawings))],
        ));
    }
    match why.is_empty() {
        true => Ok(()),
        false => Err(why.join("; ")),
    }
}

/// Whether a key's value turns anything on: not `false`, `null`, `0`, an
/// empty text, list or object.
fn holds_something(value: &Value) -> bool {
    match value {
        Value::Null => false,
        Value::Bool(b) => *b,
        Value::Number(x) => x.as_f64() != Some(0.0),
        Value::String(s) => !s.trim().is_empty(),
        Value::Array(items) => !items.is_empty(),
        Value::Object(fields) => !fields.is_empty(),
    }
}

/// The grid size of `size`, one sheetdoku supports.
fn size_of(map: &Map<String, Value>) -> Result<usize, String> {
    let value = map
        .get(json::SIZE)
        .ok_or("not an f-puzzles puzzle: it has no 'size'")?;
    let n = value
        .as_u64()
        .ok_or_else(|| format!("'size' is {value}, not a whole number"))?;
    match usize::try_from(n) {
        Ok(n) if (MIN_SIZE..=MAX_SIZE).contains(&n) => Ok(n),
        _ => Err(format!(
            "a {n}x{n} grid is not supported (sizes {MIN_SIZE} to {MAX_SIZE})"
        )),
    }
}

/// The `n²` cells of `grid`, row by row.
fn grid_cells(map: &Map<String, Value>, n: usize) -> Result<Vec<json::Cell>, String> {
    let rows = match map.get(json::GRID) {
        Some(Value::Array(rows)) => rows,
        Some(_) => return Err("'grid' is not a list of rows".to_string()),
        None => return Err("not an f-puzzles puzzle: it has no 'grid'".to_string()),
    };
    if rows.len() != n {
        return Err(format!(
            "'grid' has {} rows; a {n}x{n} puzzle ('size' {n}) has {n}",
            rows.len()
        ));
    }
    let mut cells = Vec::with_capacity(n * n);
    for (r, row) in rows.iter().enumerate() {
        let row = match row {
            Value::Array(row) if row.len() == n => row,
            Value::Array(row) => {
                return Err(format!(
                    "row {} of 'grid' has {} cells; a {n}x{n} puzzle has {n}",
                    r + 1,
                    row.len()
                ))
            }
            _ => return Err(format!("row {} of 'grid' is not a list of cells", r + 1)),
        };
        for (c, cell) in row.iter().enumerate() {
            let cell = match cell {
                Value::Null => json::Cell::default(),
                value => serde_json::from_value(value.clone())
                    .map_err(|e| format!("{}: {e}", cell_name(n, r * n + c)))?,
            };
            cells.push(cell);
        }
    }
    Ok(cells)
}

/// The givens: each `value` marked `given`.
fn givens_of(cells: &[json::Cell], n: usize) -> Result<Grid, String> {
    let mut grid = Grid::empty(n);
    for (i, cell) in cells.iter().enumerate() {
        if let Some(marks) = cell.given_pencil_marks.as_ref().filter(|m| !m.is_empty()) {
            return Err(format!(
                "{}: this puzzle uses 'givenPencilMarks' (the digits allowed in a cell: {}), \
                 which sheetdoku does not support",
                cell_name(n, i),
                marks
                    .iter()
                    .map(Value::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
        match (cell.given, cell.value) {
            (true, Some(d)) if (1..=n as u32).contains(&d) => grid.set(i, d as u8),
            (true, Some(d)) if d != 0 => {
                return Err(format!(
                    "{}: the given {d} is not a digit of the {n}x{n} grid (1 to {n})",
                    cell_name(n, i)
                ))
            }
            _ => {}
        }
    }
    Ok(grid)
}

/// The block map, where a cell names its region; `None` for the default
/// boxes. A cell without `region` is in its default region, as f-puzzles
/// (and SudokuPad) place it: boxes as many rows tall as the largest
/// divisor of `n` up to its square root, numbered row of boxes by row of
/// boxes; for a size without boxes (5, 7, ...) the cell's row.
fn block_map(cells: &[json::Cell], n: usize) -> Result<Option<Vec<u32>>, String> {
    let boxes = box_shape(n);
    if boxes.is_some() && cells.iter().all(|c| c.region.is_none()) {
        return Ok(None);
    }
    let (rows, cols) = boxes.unwrap_or((1, n));
    let mut labels = Vec::with_capacity(n * n);
    for (i, cell) in cells.iter().enumerate() {
        let label = match cell.region {
            Some(region) if (0..n as i64).contains(&region) => region as u32,
            Some(region) => {
                return Err(format!(
                    "{}: region {region} is not one of the {n} regions (0 to {})",
                    cell_name(n, i),
                    n - 1
                ))
            }
            None => ((i / n / rows) * rows + (i % n) / cols) as u32,
        };
        labels.push(label);
    }
    Ok(Some(labels))
}

/// Both diagonals, or none: one alone is refused.
fn diagonals_of(map: &Map<String, Value>) -> Result<Diagonals, String> {
    let on = |key| map.get(key).is_some_and(holds_something);
    match (on(json::DIAGONAL_MAIN), on(json::DIAGONAL_ANTI)) {
        (true, true) => Ok(Diagonals::Both),
        (false, false) => Ok(Diagonals::None),
        (main, _) => {
            let (key, which) = match main {
                true => (json::DIAGONAL_MAIN, "top-left to bottom-right"),
                false => (json::DIAGONAL_ANTI, "bottom-left to top-right"),
            };
            Err(format!(
                "this puzzle uses '{key}' alone (one diagonal, {which}); sheetdoku \
                 supports both diagonals together, not one"
            ))
        }
    }
}

/// The extra regions as a map (`0` for a cell in none), each region `n`
/// cells and no cell in two.
fn extra_map(map: &Map<String, Value>, n: usize) -> Result<Option<Vec<u32>>, String> {
    let regions: Vec<json::Region> = list_of(map, json::EXTRA_REGION)?;
    if regions.is_empty() {
        return Ok(None);
    }
    let mut labels = vec![0u32; n * n];
    for (i, region) in regions.iter().enumerate() {
        let what = format!("extra region {} ('{}')", i + 1, json::EXTRA_REGION);
        let cells = cells_of(&region.cells, n, &what)?;
        if cells.len() != n {
            return Err(format!(
                "{what} has {} cells; sheetdoku's extra regions hold every digit once, \
                 so on a {n}x{n} grid they have {n} cells",
                cells.len()
            ));
        }
        if let Some(&c) = cells.iter().find(|&&c| labels[c] != 0) {
            return Err(format!(
                "{what}: {} is also in extra region {}; sheetdoku's extra regions do not \
                 overlap",
                cell_name(n, c),
                labels[c]
            ));
        }
        for c in cells {
            labels[c] = i as u32 + 1;
        }
    }
    Ok(Some(labels))
}

/// The killer cages, each with its sum.
fn cages_of(map: &Map<String, Value>, n: usize) -> Result<Vec<Cage>, String> {
    let cages: Vec<json::Cage> = list_of(map, json::KILLER_CAGE)?;
    let mut out = Vec::with_capacity(cages.len());
    for (i, cage) in cages.iter().enumerate() {
        let at = cage
            .cells
            .first()
            .map_or(String::new(), |c| format!(" at {c}"));
        let what = format!("killer cage {}{at} ('{}')", i + 1, json::KILLER_CAGE);
        let cells = cells_of(&cage.cells, n, &what)?;
        if cells.is_empty() {
            return Err(format!("{what} has no cells"));
        }
        let whole = |x: Option<u64>| {
            x.and_then(|s| u32::try_from(s).ok())
                .map(CageSum::Given)
                .ok_or_else(|| {
                    format!(
                        "{what}: its sum {} is not a whole number",
                        show(&cage.value)
                    )
                })
        };
        let sum = match &cage.value {
            Some(Value::Number(x)) => whole(x.as_u64())?,
            Some(Value::String(s)) if !s.trim().is_empty() => whole(s.trim().parse().ok())?,
            // A cage drawn without a sum: its digits differ, nothing more.
            None | Some(Value::Null) | Some(Value::String(_)) => CageSum::NotGiven,
            Some(_) => whole(None)?,
        };
        // f-puzzles draws a cage over any cells: one joined only by a
        // corner is read as such (drawn as its pieces, as the published
        // forms that allow it are).
        let mut cells = cells;
        cells.sort_unstable();
        out.push(Cage::reaching_corners(cells, sum, n));
    }
    Ok(out)
}

/// A JSON value as a teacher reads it: a text without its quotes.
fn show(value: &Option<Value>) -> String {
    match value {
        Some(Value::String(s)) => format!("'{s}'"),
        Some(v) => v.to_string(),
        None => String::new(),
    }
}

/// The geometry of `spec`, a refusal worded with the cells named as
/// f-puzzles names them.
fn build(spec: &GeometrySpec) -> Result<Geometry, String> {
    let n = spec.size;
    spec.build().map_err(|e: SpecError| {
        let what = match e.part {
            SpecPart::BlockMap => "the regions of 'grid': ",
            SpecPart::ExtraMap => "'extraregion': ",
            // The key the rule came from.
            SpecPart::Constraint(i) => match spec.constraints.get(i) {
                Some(Constraint::Cage(_)) => "'killercage': ",
                Some(Constraint::Parity(parity)) => super::parity::key_prefix(parity.kind),
                Some(Constraint::Pair(pair)) => match super::marks::key_of(pair.kind) {
                    Some(json::DIFFERENCE) => "'difference': ",
                    Some(json::RATIO) => "'ratio': ",
                    Some(_) => "'xv': ",
                    None if super::negative::is_negated(pair.kind) => "'negative': ",
                    None => "",
                },
                Some(Constraint::Line(line)) => super::lines::key_prefix(line.kind),
                Some(Constraint::Sum(sum)) => super::sums::key_prefix(sum.kind),
                Some(Constraint::Anti(anti)) => super::anti::key_prefix(anti.kind()),
                Some(Constraint::Sandwich(_)) => super::sandwich::KEY_PREFIX,
                // Extra regions come from the map, not from this list.
                Some(Constraint::AllDifferent(_)) | None => "",
            },
            // The size and the variant are this reader's own: nothing to
            // point at.
            _ => "",
        };
        let why = match &e.error {
            // Cells named as in a spreadsheet ("B3"), as the core names them.
            GeometryError::Constraint { error, .. } => error.describe(n, &CellNamer::default()),
            other => other.to_string(),
        };
        format!("{what}{why}")
    })
}
