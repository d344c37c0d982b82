import 'package:flutter/material.dart';
import 'package:clevertap_plugin/clevertap_plugin.dart';

void main() {
  runApp(const ShopApp());
}

class ShopApp extends StatefulWidget {
  const ShopApp({super.key});

  @override
  State<ShopApp> createState() => _ShopAppState();
}

class _ShopAppState extends State<ShopApp> {
  final CleverTapPlugin _clevertapPlugin = CleverTapPlugin();

  @override
  void initState() {
    super.initState();
    _clevertapPlugin.setCleverTapPushClickedPayloadReceivedHandler(_pushClicked);
    CleverTapPlugin.registerForPush();
  }

  void _pushClicked(Map<String, dynamic> payload) {
    debugPrint('push clicked: $payload');
  }

  @override
  Widget build(BuildContext context) {
    return const MaterialApp(home: Scaffold(body: Center(child: Text('Shop'))));
  }
}
