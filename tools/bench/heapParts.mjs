// Reads a V8 heap snapshot (the JSON of HeapProfiler.takeHeapSnapshot) for the battle benchmark.

/**
 * The heap's bytes in three parts: V8's compiled code (node type 'code': machine code, bytecode
 * and their metadata), the browser's own objects ('native': performance-timeline and history
 * entries, DOM wrappers) and everything else, which is what the page's JavaScript holds.
 */
export function heapParts(snapshot) {
  const { fields, types, typeAt, sizeAt } = layout(snapshot);
  const bytes = { code: 0, browser: 0, script: 0 };
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const type = types[snapshot.nodes[i + typeAt]];
    const part = type === 'code' ? 'code' : type === 'native' ? 'browser' : 'script';
    bytes[part] += snapshot.nodes[i + sizeAt];
  }
  return bytes;
}

/**
 * Machine code (InstructionStream nodes) by the script its function comes from, in bytes, keyed
 * by the file name without Vite's content hash ('phaser.esm.js', 'BattleScene.js'). Baseline code
 * hangs from the function's SharedFunctionInfo, optimised code from the closure, which points to
 * its SharedFunctionInfo ('shared'), which points to its script ('script', whose 'name' is the URL).
 */
export function codeByScript(snapshot) {
  const { fields, types, typeAt, sizeAt } = layout(snapshot);
  const nameAt = fields.indexOf('name');
  const edgeCountAt = fields.indexOf('edge_count');
  const edgeFields = snapshot.snapshot.meta.edge_fields;
  const edgeTypes = snapshot.snapshot.meta.edge_types[0];
  const edgeTypeAt = edgeFields.indexOf('type');
  const edgeNameAt = edgeFields.indexOf('name_or_index');
  const edgeToAt = edgeFields.indexOf('to_node');
  const nodeCount = snapshot.nodes.length / fields.length;
  const name = (node) => snapshot.strings[snapshot.nodes[node * fields.length + nameAt]];
  const firstEdge = new Uint32Array(nodeCount + 1);
  for (let node = 0, edge = 0; node < nodeCount; node += 1) {
    firstEdge[node] = edge;
    edge += snapshot.nodes[node * fields.length + edgeCountAt] * edgeFields.length;
    firstEdge[node + 1] = edge;
  }
  const edgesOf = function* (node) {
    for (let e = firstEdge[node]; e < firstEdge[node + 1]; e += edgeFields.length) {
      const type = edgeTypes[snapshot.edges[e + edgeTypeAt]];
      const label =
        type === 'element' || type === 'hidden' ? null : snapshot.strings[snapshot.edges[e + edgeNameAt]];
      yield { label, to: snapshot.edges[e + edgeToAt] / fields.length };
    }
  };
  const target = (node, label) => {
    for (const edge of edgesOf(node)) if (edge.label === label) return edge.to;
    return -1;
  };
  // Who holds each Code object: a SharedFunctionInfo or a closure.
  const codeOwner = new Map();
  for (let node = 0; node < nodeCount; node += 1) {
    const owner = name(node).startsWith('system / SharedFunctionInfo')
      ? node
      : types[snapshot.nodes[node * fields.length + typeAt]] === 'closure'
        ? target(node, 'shared')
        : -1;
    if (owner < 0) continue;
    for (const edge of edgesOf(node))
      if (edge.label === 'code' || edge.label === 'trusted_function_data')
        if (!codeOwner.has(edge.to)) codeOwner.set(edge.to, owner);
  }
  const scriptName = (sfi) => {
    const script = target(sfi, 'script');
    if (script < 0) return '(no script)';
    const url = target(script, 'name');
    const text = url < 0 ? '' : name(url);
    return text ? text.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '.js') : '(no URL)';
  };
  const bytes = {};
  for (let node = 0; node < nodeCount; node += 1) {
    if (name(node) !== 'system / InstructionStream') continue;
    // InstructionStream <- Code (its 'instruction_stream'), the Code held by its owner.
    let script = '(runtime)';
    for (const edge of edgesOf(node)) {
      if (name(edge.to) !== 'system / Code') continue;
      const owner = codeOwner.get(edge.to);
      if (owner !== undefined) script = scriptName(owner);
    }
    bytes[script] = (bytes[script] ?? 0) + snapshot.nodes[node * fields.length + sizeAt];
  }
  return bytes;
}

function layout(snapshot) {
  const fields = snapshot.snapshot.meta.node_fields;
  return {
    fields,
    types: snapshot.snapshot.meta.node_types[0],
    typeAt: fields.indexOf('type'),
    sizeAt: fields.indexOf('self_size'),
  };
}
