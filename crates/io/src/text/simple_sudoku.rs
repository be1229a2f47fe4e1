//! Simple Sudoku's `.ss` text: a 9x9 grid drawn between two borders
//! `*-----------*`, its rows `|1.3|...|..9|` with `|---+---+---|` between
//! the bands, an empty cell `.`, `X` or `0`:
//!
//! ```text
//! *-----------*
//! |.2.|..6|...|
//! |...|.X.|3..|
//! ...
//! *-----------*
//! ```
//!
//! Found by its first line that is not blank or a comment being such a
//! border, and read as the plain grid it draws: the borders become blank
//! lines (so that every line keeps its number for the messages) and an
//! `X` in a row becomes `.`.

/// Whether `line` (trimmed) is a border `*-----------*`.
fn is_border(line: &str) -> bool {
    line.len() > 2
        && line.starts_with('*')
        && line.ends_with('*')
        && line[1..line.len() - 1].chars().all(|c| c == '-')
}

/// The plain grid text of a Simple Sudoku text, `None` for any other text.
pub(super) fn as_plain(text: &str) -> Option<String> {
    let first = super::lines(text)
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .find(|l| !l.is_empty())?;
    if !is_border(first) {
        return None;
    }
    let mut plain = String::with_capacity(text.len());
    for line in super::lines(text) {
        let trimmed = line.trim();
        if is_border(trimmed) {
            // A blank line: the grid ends (or starts) here.
        } else if trimmed.starts_with('|') {
            plain.extend(trimmed.chars().map(|c| match c {
                'X' | 'x' => '.',
                c => c,
            }));
        } else {
            plain.push_str(line);
        }
        plain.push('\n');
    }
    Some(plain)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_simple_sudoku_grid_becomes_plain_lines() {
        let ss = "*-----------*\n|1X.|...|..9|\n|---+---+---|\n*-----------*\n";
        assert_eq!(as_plain(ss).unwrap(), "\n|1..|...|..9|\n|---+---+---|\n\n");
        assert!(as_plain("1...\n").is_none());
        assert!(as_plain("# a comment\n*---*\n").is_some());
        assert!(!is_border("**"));
        assert!(!is_border("*--x-*"));
    }
}
