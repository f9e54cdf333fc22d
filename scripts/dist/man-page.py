#!/usr/bin/env python3
"""Writes plumb's man page (roff, section 1) from the binary's own description of its commands.

swift-argument-parser's generate-manual plugin builds the whole package again in the plugin's configuration; the
same description is what `plumb --experimental-dump-help` prints (swift-argument-parser's ToolInfo JSON), so this
reads that from the binary `make dist` already built, and the page always matches the binary's commands and options.

  scripts/dist/man-page.py PLUMB_BINARY > plumb.1
"""
import datetime
import json
import os
import subprocess
import sys


def roff(text):
  """Escapes text for roff: backslashes, and a leading dot or quote that would read as a request."""
  text = (text or "").replace("\\", "\\e")
  lines = []
  for line in text.splitlines():
    if line.startswith((".", "'")):
      line = "\\&" + line
    lines.append(line)
  return "\n".join(lines)


def synopsis(argument):
  names = argument.get("names") or []
  preferred = argument.get("preferredName") or (names[0] if names else None)
  value = argument.get("valueName") or "value"
  if argument["kind"] == "positional":
    text = f"<{value}>"
  else:
    dashes = "--" if preferred["kind"] == "long" else "-"
    text = f"{dashes}{preferred['name']}"
    if argument["kind"] == "option":
      text += f" <{value}>"
  if argument.get("isRepeating"):
    text += " ..."
  return f"[{text}]" if argument.get("isOptional") else text


def option_names(argument):
  if argument["kind"] == "positional":
    return f"<{argument.get('valueName') or 'value'}>"
  parts = []
  for name in argument.get("names") or []:
    parts.append(("--" if name["kind"] == "long" else "-") + name["name"])
  text = ", ".join(parts)
  if argument["kind"] == "option":
    text += f" <{argument.get('valueName') or 'value'}>"
  return text


def arguments_section(arguments):
  out = []
  for argument in arguments or []:
    if not argument.get("shouldDisplay", True):
      continue
    out.append(".TP")
    out.append(f"\\fB{roff(option_names(argument))}\\fR")
    description = argument.get("abstract") or ""
    if argument.get("defaultValue"):
      description += f" (default: {argument['defaultValue']})"
    out.append(roff(description) or " ")
    if argument.get("discussion"):
      out.append(".IP")
      out.append(roff(argument["discussion"]) if isinstance(argument["discussion"], str) else "")
  return out


def command_section(command, path):
  out = [f".SS {roff(' '.join(path))}"]
  if command.get("abstract"):
    out += [roff(command["abstract"]), ".PP"]
  shown = [a for a in command.get("arguments") or [] if a.get("shouldDisplay", True)]
  out.append(f"\\fB{roff(' '.join(path))}\\fR {roff(' '.join(synopsis(a) for a in shown))}")
  if command.get("discussion"):
    out += [".PP", roff(command["discussion"])]
  if shown:
    out.append(".RS")
    out += arguments_section(shown)
    out.append(".RE")
  for subcommand in command.get("subcommands") or []:
    if subcommand.get("shouldDisplay", True):
      out += command_section(subcommand, path + [subcommand["commandName"]])
  return out


def main():
  if len(sys.argv) != 2:
    sys.exit("usage: man-page.py PLUMB_BINARY")
  binary = sys.argv[1]
  info = json.loads(subprocess.run([binary, "--experimental-dump-help"], check=True, capture_output=True).stdout)
  version = subprocess.run([binary, "--version"], check=True, capture_output=True, text=True).stdout.strip()
  root = info["command"]
  # SOURCE_DATE_EPOCH (reproducible builds) fixes the page's date; else today.
  epoch = os.environ.get("SOURCE_DATE_EPOCH")
  today = datetime.datetime.fromtimestamp(int(epoch), datetime.timezone.utc).date() if epoch else datetime.date.today()
  date = today.isoformat()
  out = [
    f'.TH PLUMB 1 "{date}" "{roff(version)}" "User Commands"',
    ".SH NAME",
    f"plumb \\- {roff(root.get('abstract') or '')}",
    ".SH SYNOPSIS",
    "\\fBplumb\\fR <subcommand> [options]",
  ]
  if root.get("discussion"):
    out += [".SH DESCRIPTION", roff(root["discussion"])]
  out += [".SH OPTIONS", *arguments_section(root.get("arguments"))]
  out.append(".SH COMMANDS")
  for subcommand in root.get("subcommands") or []:
    if subcommand.get("shouldDisplay", True):
      out += command_section(subcommand, ["plumb", subcommand["commandName"]])
  out += [
    ".SH EXIT STATUS",
    "0 when nothing at error severity was found, 1 when something was, 2 when plumb could not run.",
    ".SH SEE ALSO",
    "The README of plumb's repository; \\fBplumb help\\fR <subcommand>.",
  ]
  print("\n".join(out))


main()
