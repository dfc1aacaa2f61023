//! Just enough HTML reading for the tests: tokens, table cells, form values.

/// The CSRF token of the first form on a page.
pub fn csrf(page: &str) -> String {
    value_after(page, r#"name="csrf" value=""#).expect("a CSRF token on the page")
}

/// The text up to the next `"` after `marker`.
pub fn value_after(page: &str, marker: &str) -> Option<String> {
    let start = page.find(marker)? + marker.len();
    let end = page[start..].find('"')? + start;
    Some(page[start..end].to_string())
}

/// Removes tags, collapses white space and decodes the entities askama writes.
pub fn text(fragment: &str) -> String {
    let mut out = String::new();
    let mut in_tag = false;
    for ch in fragment.chars() {
        match ch {
            '<' => in_tag = true,
            '>' => in_tag = false,
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    let out = out.split_whitespace().collect::<Vec<_>>().join(" ");
    out.replace("&#60;", "<")
        .replace("&#62;", ">")
        .replace("&#34;", "\"")
        .replace("&#39;", "'")
        .replace("&#38;", "&")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&amp;", "&")
}

/// The options of the `<select name="NAME">` on a page, in order: (value,
/// text), the empty choice included.
pub fn select_options(page: &str, name: &str) -> Vec<(String, String)> {
    let select = &page[page.find(&format!(r#"<select name="{name}">"#)).unwrap_or_else(|| panic!("select {name}"))..];
    let select = &select[..select.find("</select>").unwrap()];
    select
        .split(r#"<option value=""#)
        .skip(1)
        .map(|o| {
            let value = o[..o.find('"').unwrap()].to_string();
            (value, text(&o[o.find('>').unwrap() + 1..o.find("</option>").unwrap()]))
        })
        .collect()
}

/// The rows of the table whose opening tag contains `table_marker`:
/// each row is the list of its cells' raw HTML.
pub fn raw_rows(page: &str, table_marker: &str) -> Vec<(String, Vec<String>)> {
    let start = page.find(table_marker).unwrap_or_else(|| panic!("table {table_marker} on page"));
    let body_start = page[start..].find("<tbody>").map(|i| start + i).expect("tbody");
    let body_end = page[body_start..].find("</tbody>").map(|i| body_start + i).expect("/tbody");
    let body = &page[body_start..body_end];
    body.split("<tr")
        .skip(1)
        .map(|row| {
            let open_end = row.find('>').unwrap_or(0);
            let attrs = row[..open_end].to_string();
            let cells = row[open_end..]
                .split("<td")
                .skip(1)
                .map(|c| {
                    let content_start = c.find('>').map_or(0, |i| i + 1);
                    let content_end = c.find("</td>").unwrap_or(c.len());
                    c[content_start..content_end].to_string()
                })
                .collect();
            (attrs, cells)
        })
        .collect()
}

/// The text of every cell of every row of a table.
pub fn rows(page: &str, table_marker: &str) -> Vec<Vec<String>> {
    raw_rows(page, table_marker).into_iter().map(|(_, cells)| cells.iter().map(|c| text(c)).collect()).collect()
}
